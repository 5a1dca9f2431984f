import { describe, expect, it } from 'vitest';
import { euroOfCents, hasDocuments, invoiceDate, invoiceState, kindLabel, paidDetail } from './invoice-display';

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
    expect(invoiceState({ kind: 'invoice', status: 'cancelled', paymentState: 'overpaid' })).toEqual({
      label: 'Storniert · Überzahlt',
      tone: 'warning',
    });
    expect(invoiceState({ kind: 'credit_note', status: 'issued', paymentState: null }).label).toBe('Stornorechnung');
  });

  it('names the invoice a credit note corrects', () => {
    expect(kindLabel({ kind: 'invoice', advance: false, corrects: null })).toBe('Rechnung');
    const corrects = { number: '2026-0001', partial: false };
    expect(kindLabel({ kind: 'credit_note', advance: false, corrects })).toBe('Stornorechnung zu 2026-0001');
  });

  it('titles an invoice issued before the service a Vorausrechnung; its credit note stays a Stornorechnung', () => {
    expect(kindLabel({ kind: 'invoice', advance: true, corrects: null })).toBe('Vorausrechnung');
    const corrects = { number: '2026-0001', partial: false };
    expect(kindLabel({ kind: 'credit_note', advance: true, corrects })).toBe('Stornorechnung zu 2026-0001');
  });

  it('titles a partial credit note a Rechnungskorrektur and shows what it took off the invoice', () => {
    const corrects = { number: '2026-0001', partial: true };
    expect(kindLabel({ kind: 'credit_note', advance: true, corrects })).toBe('Rechnungskorrektur zu 2026-0001');
    expect(invoiceState({ kind: 'credit_note', status: 'issued', paymentState: null, corrects }).label).toBe(
      'Rechnungskorrektur',
    );
    const invoice = { kind: 'invoice', status: 'issued', paidCents: 0, creditedCents: 29_750 } as const;
    expect(paidDetail(invoice)?.replace(/\s/g, ' ')).toBe('bezahlt 0,00 € · gutgeschrieben 297,50 €');
    expect(paidDetail({ ...invoice, creditedCents: 0 })?.replace(/\s/g, ' ')).toBe('bezahlt 0,00 €');
    expect(paidDetail({ ...invoice, kind: 'credit_note' })).toBeUndefined();
  });

  it('offers documents for issued invoices only', () => {
    expect(hasDocuments({ status: 'draft' })).toBe(false);
    expect(hasDocuments({ status: 'issued' })).toBe(true);
  });
});
