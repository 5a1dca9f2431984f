import { describe, expect, it } from 'vitest';
import { amountFit, matchLine, oneCharApart, samePayer } from './matching';

// Which invoice(s) a bank line names: the rules of `matching.ts`, given open invoices, when a line
// with this purpose and amount comes, then this proposal.

describe('matching a line to an open invoice', () => {
  const open = [
    { id: 'inv-1', number: '2026-0001', paymentReference: null, openCents: 119_000 },
    { id: 'inv-2', number: '2026-0002', paymentReference: 'CP-4711-MUSTER', openCents: 50_000 },
  ];
  const m = (purpose: string, amountCents = 119_000, endToEndId: string | null = null) =>
    matchLine({ purpose, endToEndId, amountCents }, open);

  it('by the payment reference, whatever spaces, line breaks, dashes or case the payer used', () => {
    expect(m('Zahlung cp 4711\nmuster')).toEqual({ invoiceId: 'inv-2', matchedBy: 'paymentReference' });
    expect(m('x', 1, 'CP4711MUSTER')).toEqual({ invoiceId: 'inv-2', matchedBy: 'paymentReference' });
  });
  it('by the invoice number; the reference first when a purpose names both', () => {
    expect(m('Rechnung 2026 - 0001')).toEqual({ invoiceId: 'inv-1', matchedBy: 'invoiceNumber' });
    expect(m('RE 2026-0001 / CP-4711-MUSTER')).toEqual({ invoiceId: 'inv-2', matchedBy: 'paymentReference' });
  });
  it('nothing named: no proposal', () => {
    expect(m('Spende Sommerfest')).toBeNull();
  });
  it('the amount against what is open: exact, partial, over', () => {
    expect(amountFit(100, 100)).toBe('exact');
    expect(amountFit(50, 100)).toBe('partial');
    expect(amountFit(150, 100)).toBe('over');
  });
});

describe('matching beyond the exact number (issue 31)', () => {
  const open = [
    { id: 'inv-33', number: '2026-0033', paymentReference: null, openCents: 202_300, clientName: 'Anna Schäfer' },
    { id: 'inv-34', number: '2026-0034', paymentReference: null, openCents: 119_000, clientName: 'Bauer & Söhne KG' },
    { id: 'inv-77', number: '2026-0077', paymentReference: null, openCents: 59_500, clientName: 'Jürgen Müßig' },
  ];
  const m = (purpose: string, amountCents = 119_000, counterpartyName: string | null = null) =>
    matchLine({ purpose, endToEndId: null, amountCents, counterpartyName }, open);

  it('several numbers in one purpose: split over those invoices, in number order', () => {
    expect(m('RE 2026-0034 und RE 2026-0033', 321_300)).toEqual({
      invoiceId: 'inv-33',
      matchedBy: 'invoiceNumbers',
      invoiceIds: ['inv-33', 'inv-34'],
    });
    // Several named, the amount fits one exactly: that one.
    expect(m('RE 2026-0033, 2026-0034', 119_000)).toEqual({ invoiceId: 'inv-34', matchedBy: 'invoiceNumber' });
  });

  it('a number one character off (substituted, swapped, missing, extra) is proposed as similar', () => {
    expect(m('Rechnung 2026-0707', 59_500)).toEqual({ invoiceId: 'inv-77', matchedBy: 'similarNumber' });
    expect(m('Rechnung 2026 077', 59_500)).toEqual({ invoiceId: 'inv-77', matchedBy: 'similarNumber' });
    expect(m('Rechnung 2026-00717', 59_500)).toEqual({ invoiceId: 'inv-77', matchedBy: 'similarNumber' });
    // 2026-0035 is one off 0033 and 0034: the amount decides, else no proposal.
    expect(m('RE 2026-0035', 119_000)).toEqual({ invoiceId: 'inv-34', matchedBy: 'similarNumber' });
    expect(m('RE 2026-0035', 5_000)).toBeNull();
    expect(m('Rechnung 2026-9999', 59_500)).toBeNull();
  });

  it('no number: the one invoice whose open amount and client name fit the payer', () => {
    expect(m('Coaching Maerz', 202_300, 'SCHAEFER, ANNA')).toEqual({
      invoiceId: 'inv-33',
      matchedBy: 'amountAndPayer',
    });
    expect(m('Coaching Maerz', 202_300, 'Fremde GmbH')).toBeNull();
    expect(m('Coaching Maerz', 100, 'Anna Schäfer')).toBeNull();
  });

  it('the helpers: one character apart, the same payer', () => {
    expect(oneCharApart('20260033', '20260303')).toBe(true);
    expect(oneCharApart('20260033', '20263300')).toBe(false);
    expect(oneCharApart('20260033', '20260033')).toBe(false);
    expect(samePayer('Bauer & Söhne KG', 'Söhne Bauer')).toBe(true);
    expect(samePayer('Müller GmbH', 'Schmidt GmbH')).toBe(false);
  });
});
