import { describe, expect, it } from 'vitest';
import { setOffMessages, type OpenItem } from '../../../../modules/invoicing/contract';
import { emptySetOff, setOffForm, setOffRequestOf, setOffTargetsOf } from './set-off-form';

const open: OpenItem = {
  invoiceId: 'i2',
  credit: false,
  number: '2026-0043',
  clientId: 'c1',
  clientName: 'Jürgen Müller',
  business: false,
  issuedOn: '2026-11-02',
  dueOn: '2026-11-16',
  grossCents: 59_500,
  paidCents: 0,
  openCents: 59_500,
  daysOverdue: 0,
  dunningLevel: 0,
  dunningLevelLabel: 'Keine',
  lastDunnedOn: null,
  nextLevel: null,
  nextLevelLabel: null,
  nextLevelFrom: null,
  claim: { feeCents: 0, interestCents: 0, interestPoints: 5, defaultFrom: null, interestNote: null },
};
// Overpaid by 200,00 €.
const credit: OpenItem = { ...open, invoiceId: 'i1', number: '2026-0042', credit: true, openCents: -20_000 };

describe('the form „Guthaben verrechnen“', () => {
  it('offers only the same client’s other invoices with money open', () => {
    const others = [
      credit,
      open,
      { ...open, invoiceId: 'i3', clientId: 'c2' },
      { ...open, invoiceId: 'i4', credit: true, openCents: -100 },
    ];
    expect(setOffTargetsOf(credit, others).map((i) => i.invoiceId)).toEqual(['i2']);
  });
  it('starts with the first of them and as much as both allow, in German', () => {
    expect(emptySetOff(credit, [open])).toEqual({ toInvoiceId: 'i2', amount: '200,00' });
    expect(emptySetOff({ ...credit, openCents: -100_000 }, [open])).toEqual({ toInvoiceId: 'i2', amount: '595,00' });
  });
  it('reads the amount as meant, or refuses it in German', () => {
    expect(setOffRequestOf({ toInvoiceId: 'i2', amount: '1.234,56' })).toEqual({ toInvoiceId: 'i2', amount: 123_456 });
    expect(setOffRequestOf({ toInvoiceId: 'i2', amount: '99,9' })).toEqual({ toInvoiceId: 'i2', amount: 9_990 });
    // Half a cent is no amount: refused, never rounded to 0,01 € or to nothing.
    const tiny = setOffForm.safeParse({ toInvoiceId: 'i2', amount: '0,005' });
    expect(tiny.success).toBe(false);
    expect(tiny.error?.issues[0]?.message).toBe('Höchstens zwei Nachkommastellen.');
    const empty = setOffForm.safeParse({ toInvoiceId: 'i2', amount: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(setOffMessages.amount);
    expect(setOffForm.safeParse({ toInvoiceId: '', amount: '1,00' }).error?.issues[0]?.message).toBe(
      setOffMessages.toInvoice,
    );
  });
});
