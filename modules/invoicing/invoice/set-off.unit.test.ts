import { describe, it } from 'vitest';
import { at, now, specOf } from '../../../server/testing/decider-spec';
import { invoiceDecider } from './decide';
import type { InvoiceEvent } from '../events';
import { invoiceCancelled, issuedInvoice, paymentRecorded } from '../testing';
import type { SetOffTarget } from './set-off';

// 'Guthaben verrechnen' (set-off.ts): the client's credit on this invoice pays their other open
// invoice; never more than the credit, never more than the other asks; only the same client's.

const id = 'inv-1';
const spec = specOf(invoiceDecider, id);
const issued: InvoiceEvent = { type: 'InvoiceIssued', data: issuedInvoice };
const clientId = issuedInvoice.clientId;
const paid = (amountCents: number, paymentId = 'pay-1') =>
  paymentRecorded({ paymentId, amountCents, bookedOn: '2026-03-01' });
const target = (over: Partial<SetOffTarget> = {}): SetOffTarget => ({
  id: 'inv-2',
  number: '2026-0002',
  clientId,
  payable: true,
  openCents: 50_000,
  debitSubmitted: false,
  ...over,
});
const setOff = (amountCents: number, t: SetOffTarget | null = target()) => ({
  type: 'SetOffCredit' as const,
  setOffId: 'so-1',
  amountCents,
  target: t,
  now,
});
const setOffEvent = (amountCents: number): InvoiceEvent => ({
  type: 'InvoiceCreditSetOff',
  data: {
    invoiceId: id,
    clientId,
    setOffId: 'so-1',
    invoiceNumber: issuedInvoice.number,
    toInvoiceId: 'inv-2',
    toInvoiceNumber: '2026-0002',
    amountCents,
    bookedOn: '2026-03-12',
    at,
  },
});

describe('a client’s credit set off against their next invoice', () => {
  it('given an overpaid invoice, when the office sets off the excess, then it leaves this invoice', () => {
    spec([issued, paid(119_000), paid(20_000, 'pay-2')])
      .when(setOff(20_000))
      .then([setOffEvent(20_000)]);
  });
  it('given a cancelled invoice with money on it, all of it may be set off, up to what the other asks', () => {
    spec([issued, paid(119_000), invoiceCancelled()])
      .when(setOff(50_000))
      .then([setOffEvent(50_000)]);
    // More than the other invoice asks: refused, naming the most.
    spec([issued, paid(119_000), invoiceCancelled()])
      .when(setOff(50_001))
      .thenError({ code: 'SetOffTooLarge', maxCents: 50_000 });
  });
  it('never more than the credit; once set off, it is gone', () => {
    spec([issued, paid(119_000), paid(20_000, 'pay-2')])
      .when(setOff(20_001))
      .thenError({ code: 'SetOffTooLarge', maxCents: 20_000 });
    spec([issued, paid(119_000), paid(20_000, 'pay-2'), setOffEvent(20_000)])
      .when(setOff(1))
      .thenError('NoCreditToSetOff');
  });
  it('no credit, another client, not an open invoice, the same invoice, a bad amount: refused', () => {
    spec([issued, paid(119_000)])
      .when(setOff(1))
      .thenError('NoCreditToSetOff');
    const credit = [issued, paid(119_000), paid(20_000, 'pay-2')];
    spec(credit)
      .when(setOff(1, target({ clientId: 'someone-else' })))
      .thenError('SetOffOtherClient');
    spec(credit)
      .when(setOff(1, target({ openCents: 0 })))
      .thenError('SetOffTargetNotOpen');
    // Its direct debit in a collection: the bank collects what was open, a set-off now is paid twice.
    spec(credit)
      .when(setOff(1, target({ debitSubmitted: true })))
      .thenError('SetOffDebitSubmitted');
    spec(credit)
      .when(setOff(1, target({ payable: false })))
      .thenError('SetOffTargetInvalid');
    spec(credit)
      .when(setOff(1, target({ id })))
      .thenError('SetOffTargetInvalid');
    spec(credit).when(setOff(1, null)).thenError('SetOffTargetInvalid');
    spec(credit).when(setOff(0)).thenError('InvalidSetOffAmount');
    spec([]).when(setOff(1)).thenError('InvoiceNotFound');
  });
});
