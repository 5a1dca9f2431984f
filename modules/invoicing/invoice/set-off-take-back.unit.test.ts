import { describe, expect, it } from 'vitest';
import { decideTakeBack } from './payments';
import {
  decideSetOffTakeBack,
  takeBackTargetOf,
  type GivenSetOff,
  type SetOffTakeBackTarget,
} from './set-off-take-back';

// The rule of taking a set-off back (set-off-take-back.ts): once, and not once the other invoice moved on.

const now = new Date('2026-11-29T10:00:00Z');
const setOff: GivenSetOff = {
  id: 's1',
  toInvoiceId: 'i2',
  toInvoiceNumber: '2026-0002',
  amountCents: 20_000,
  bookedOn: '2026-11-20',
  takenBack: false,
};
const from = { clientId: 'c1', issued: { number: '2026-0001' } as never, setOffs: [setOff] };
const standing: SetOffTakeBackTarget = { cancelled: false, refundedSince: false, mahnungSince: false, paymentId: 'p1' };
const decide = (target: Partial<SetOffTakeBackTarget> = {}, state = from) =>
  decideSetOffTakeBack(
    { type: 'TakeBackSetOff', setOffId: 's1', reason: 'falsch', target: { ...standing, ...target }, now },
    state,
    'i1',
  );

/** The other invoice as its stream folds it, with the set-off's payment standing. */
const other = {
  status: 'issued' as const,
  payments: [{ id: 'p1', amountCents: 20_000, bookedOn: '2026-11-20', undone: false, setOffId: 's1' }],
  refunds: [] as { amountCents: number; bookedOn: string }[],
  dunningLevel: 0 as const,
  lastDunnedOn: null,
};

describe('taking a set-off back', () => {
  it('gives the credit back to its invoice, with the reason and the day', () => {
    expect(decide()).toEqual([
      {
        type: 'InvoiceSetOffTakenBack',
        data: {
          invoiceId: 'i1',
          clientId: 'c1',
          setOffId: 's1',
          invoiceNumber: '2026-0001',
          toInvoiceId: 'i2',
          toInvoiceNumber: '2026-0002',
          amountCents: 20_000,
          reason: 'falsch',
          undoneOn: '2026-11-29',
          at: now.toISOString(),
        },
      },
    ]);
  });

  it('once; an unknown set-off is not found', () => {
    expect(decide({}, { ...from, setOffs: [{ ...setOff, takenBack: true }] })).toBe('SetOffAlreadyTakenBack');
    expect(decide({}, { ...from, setOffs: [] })).toBe('SetOffNotFound');
  });

  it('not once the other invoice was cancelled, refunded or dunned with a Mahnung since', () => {
    expect(decide({ cancelled: true })).toEqual({ code: 'SetOffTargetCancelled', number: '2026-0002' });
    expect(decide({ refundedSince: true })).toEqual({ code: 'SetOffTargetRefunded', number: '2026-0002' });
    expect(decide({ mahnungSince: true })).toEqual({ code: 'SetOffTargetDunned', number: '2026-0002' });
  });

  it('reads the other invoice: its payment by the set-off’s id, a refund or a Mahnung from the set-off’s day on', () => {
    expect(takeBackTargetOf(other, setOff, null)).toEqual(standing);
    expect(takeBackTargetOf({ ...other, status: 'cancelled' } as never, setOff, null).cancelled).toBe(true);
    const refunded = (bookedOn: string) =>
      takeBackTargetOf({ ...other, refunds: [{ amountCents: 1, bookedOn }] }, setOff, null);
    expect([refunded('2026-11-19').refundedSince, refunded('2026-11-20').refundedSince]).toEqual([false, true]);
    const dunned = (level: 1 | 2, on: string) =>
      takeBackTargetOf({ ...other, dunningLevel: level, lastDunnedOn: on } as never, setOff, null).mahnungSince;
    // The friendly Zahlungserinnerung claims nothing beyond the invoice; a Mahnung before the set-off is no matter.
    expect([dunned(1, '2026-11-25'), dunned(2, '2026-11-19'), dunned(2, '2026-11-25')]).toEqual([false, false, true]);
    // A set-off made before payments named it: its payment as the read table found it; taken back already: none.
    const older = { ...other, payments: [{ ...other.payments[0]!, setOffId: undefined }] };
    expect(takeBackTargetOf(older, setOff, 'p1').paymentId).toBe('p1');
    expect(takeBackTargetOf(older, setOff, null).paymentId).toBeNull();
    const undone = { ...other, payments: [{ ...other.payments[0]!, undone: true }] };
    expect(takeBackTargetOf(undone, setOff, null).paymentId).toBeNull();
  });

  it('the set-off’s payment is never taken back alone (its credit would be lost), only with the set-off', () => {
    const state = { ...other, clientId: 'c1', kind: 'invoice' as const } as never;
    const undo = (kind: 'undo' | 'set_off') =>
      decideTakeBack({ type: 'TakeBackPayment', paymentId: 'p1', kind, reason: 'x', now }, state, 'i2');
    expect(undo('undo')).toBe('PaymentIsSetOff');
    expect(undo('set_off')).toMatchObject([
      { type: 'InvoicePaymentUndone', data: { kind: 'set_off', amountCents: 20_000 } },
    ]);
  });
});
