import { describe, expect, it } from 'vitest';
import { refundsPaidBy } from './match';

// Which debit executes which refund: its exact end-to-end id (folded as bank texts are) and amount.

const refund = { id: 'r-1', invoiceId: 'i-1', endToEndId: 'ERST-2026-0012-1', amountCents: 23_800 };
const debit = (reference: string, amountCents = 23_800, bankLineId = 'd-1') => ({
  bankLineId,
  bookedOn: '2026-11-30',
  amountCents,
  reference,
});

describe('a refund paid by a statement debit', () => {
  it('given the debit names its end-to-end id with the exact amount, then it is paid by it', () => {
    const d = debit('ERSTATTUNGZURECHNUNG20260012ERST202600121');
    expect(refundsPaidBy([d], [refund])).toEqual([{ refund, debit: d }]);
  });
  it('given another amount, then not (nothing guessed)', () => {
    expect(refundsPaidBy([debit('ERST202600121', 23_700)], [refund])).toEqual([]);
  });
  it('given the id of another refund of the invoice (…-12), then not', () => {
    expect(refundsPaidBy([debit('ERST2026001212')], [refund])).toEqual([]);
  });
  it('given one debit and two refunds of the same amount, then only the one it names', () => {
    const second = { ...refund, id: 'r-2', endToEndId: 'ERST-2026-0012-2' };
    const d = debit('ERST202600122');
    expect(refundsPaidBy([d], [refund, second])).toEqual([{ refund: second, debit: d }]);
  });
});
