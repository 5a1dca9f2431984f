import { berlinDateOf } from '../../../lib/german/time';
import type { InvoiceSetOffTakenBack } from '../events';
import type { PayableState } from './payments';

// Taking a set-off back as one act (the office set off the wrong credit, or the wrong amount): the
// credit returns to its invoice and the other invoice's payment 'Verrechnung' is taken back with it,
// in one transaction (dunning/set-off-take-back.ts). Refused while the other invoice has moved on
// in a way the set-off's amount is part of: cancelled, refunded, or a Mahnung demanded what was
// left after it (the client was told a claim the set-off had lowered).

/** A set-off as the credit's invoice keeps it. */
export interface GivenSetOff {
  id: string;
  toInvoiceId: string;
  toInvoiceNumber: string;
  amountCents: number;
  bookedOn: string;
  takenBack: boolean;
}

export type SetOffTakeBackError =
  | 'SetOffNotFound'
  | 'SetOffAlreadyTakenBack'
  | { code: 'SetOffTargetCancelled'; number: string }
  | { code: 'SetOffTargetRefunded'; number: string }
  | { code: 'SetOffTargetDunned'; number: string };

/** The invoice the set-off paid, as its own stream folds it (read in the command's transaction). */
export interface SetOffTakeBackTarget {
  cancelled: boolean;
  /** money paid back from it since the set-off */
  refundedSince: boolean;
  /** a 1. or 2. Mahnung sent since the set-off (the friendly Zahlungserinnerung claims nothing more) */
  mahnungSince: boolean;
  /** the set-off's payment on it, still standing (null: already taken back) */
  paymentId: string | null;
}

/**
 * The other invoice's facts for the take-back of `setOff`. Its payment is the one booked with the
 * set-off's id; a set-off made before payments carried it names its payment through `earlierPaymentId`
 * (found by the caller from the read table: the payment 'Verrechnung' of that amount and day).
 */
export function takeBackTargetOf(
  state: Pick<PayableState, 'status' | 'payments' | 'refunds' | 'dunningLevel' | 'lastDunnedOn'>,
  setOff: Pick<GivenSetOff, 'id' | 'bookedOn'>,
  earlierPaymentId: string | null,
): SetOffTakeBackTarget {
  const payment = state.payments.find((p) => p.setOffId === setOff.id || p.id === earlierPaymentId);
  return {
    cancelled: state.status === 'cancelled',
    refundedSince: state.refunds.some((r) => r.bookedOn >= setOff.bookedOn),
    mahnungSince: state.dunningLevel >= 2 && (state.lastDunnedOn ?? '') >= setOff.bookedOn,
    paymentId: payment && !payment.undone ? payment.id : null,
  };
}

export interface TakeBackSetOff {
  type: 'TakeBackSetOff';
  setOffId: string;
  reason: string;
  target: SetOffTakeBackTarget;
  now: Date;
}

export function decideSetOffTakeBack(
  c: TakeBackSetOff,
  state: Pick<PayableState, 'clientId' | 'issued'> & { setOffs: readonly GivenSetOff[] },
  id: string,
): InvoiceSetOffTakenBack[] | SetOffTakeBackError {
  const setOff = state.setOffs.find((s) => s.id === c.setOffId);
  if (!setOff || !state.issued) return 'SetOffNotFound';
  if (setOff.takenBack) return 'SetOffAlreadyTakenBack';
  const number = setOff.toInvoiceNumber;
  if (c.target.cancelled) return { code: 'SetOffTargetCancelled', number };
  if (c.target.refundedSince) return { code: 'SetOffTargetRefunded', number };
  if (c.target.mahnungSince) return { code: 'SetOffTargetDunned', number };
  const data = {
    invoiceId: id,
    clientId: state.clientId!,
    setOffId: setOff.id,
    invoiceNumber: state.issued.number,
    toInvoiceId: setOff.toInvoiceId,
    toInvoiceNumber: number,
    amountCents: setOff.amountCents,
    reason: c.reason,
    undoneOn: berlinDateOf(c.now),
    at: c.now.toISOString(),
  };
  return [{ type: 'InvoiceSetOffTakenBack', data }];
}
