import { describe, expect, it } from 'vitest';
import { euroOfCents, hasDocuments, invoiceDate, invoiceState, kindLabel } from './invoice-display';

describe('invoice display', () => {
  it('shows cents as German euro', () => {
    expect(euroOfCents(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(euroOfCents(-50000).replace(/\s/g, ' ')).toBe('-500,00 €');
  });

  it('shows calendar dates as dd.MM.yyyy and a missing one as a dash', () => {
    expect(invoiceDate('2026-11-24')).toBe('24.11.2026');
    expect(invoiceDate(null)).toBe('–');
  });

  it('labels an issued invoice by its payment state', () => {
    expect(invoiceState({ kind: 'invoice', status: 'issued', paymentState: 'overdue' })).toEqual({
      label: 'Überfällig',
      tone: 'danger',
    });
    expect(invoiceState({ kind: 'invoice', status: 'issued', paymentState: 'paid' }).label).toBe('Bezahlt');
  });

  it('labels drafts, cancelled invoices and credit notes by what they are', () => {
    expect(invoiceState({ kind: 'invoice', status: 'draft', paymentState: null }).label).toBe('Entwurf');
    expect(invoiceState({ kind: 'invoice', status: 'cancelled', paymentState: null }).label).toBe('Storniert');
    expect(invoiceState({ kind: 'credit_note', status: 'issued', paymentState: null }).label).toBe('Stornorechnung');
  });

  it('names the invoice a credit note corrects', () => {
    expect(kindLabel({ kind: 'invoice', document: null })).toBe('Rechnung');
    const corrects = { invoiceId: 'x', number: '2026-0001', reason: 'Storniert' };
    expect(kindLabel({ kind: 'credit_note', document: { corrects } as never })).toBe('Stornorechnung zu 2026-0001');
  });

  it('titles an invoice issued before the service a Vorausrechnung; its credit note stays a Stornorechnung', () => {
    expect(kindLabel({ kind: 'invoice', document: { advance: true, corrects: null } as never })).toBe('Vorausrechnung');
    const corrects = { invoiceId: 'x', number: '2026-0001', reason: 'Storniert' };
    expect(kindLabel({ kind: 'credit_note', document: { advance: true, corrects } as never })).toBe(
      'Stornorechnung zu 2026-0001',
    );
  });

  it('offers documents for issued invoices only', () => {
    expect(hasDocuments({ status: 'draft' })).toBe(false);
    expect(hasDocuments({ status: 'issued' })).toBe(true);
  });
});
