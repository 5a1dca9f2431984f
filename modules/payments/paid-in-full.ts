import type { Tx } from '../../server/db/kysely';
import { DomainError, handle, reactionsTo, type EventStore, type NewEvent } from '../../server/eventstore';
import { findUsersByIds } from '../identity';
import { payableInvoicesByIds } from '../invoicing';
import { allocationsOf, findUserPackage, userPackageDecider } from '../packages';
import { paymentSettingsOf } from './queries';

// What follows an invoice paid in full, whatever paid it (a statement line, a payment by hand, a
// client's credit set off from another invoice): its package activated when the setting says so.
// One rule, run as a reaction to every payment booked (a set-off's payment is booked by invoicing,
// which cannot call into this module; before, only the two payments module's commands activated).

/** invoicing's event, as this module reads it (only the invoice it was booked on). */
type InvoicePaymentRecorded = NewEvent<'InvoicePaymentRecorded', { invoiceId: string; at: string }>;

/** A package that still waits for its activation (accepted or not). */
const waiting = new Set(['pending_activation', 'pending_acceptance']);

/**
 * The activation of the invoice's package when the invoice is paid in full (not cancelled: money on
 * a cancelled invoice is the client's credit), the setting is on and the package waits; null
 * otherwise. `unbookedCents`: a payment decided but not yet appended (a command asking what its
 * payment will cause). Its rules stay the packages module's: a refusal (an Accelerator left)
 * activates nothing and keeps the payment.
 */
export async function activationWhenPaid(
  store: EventStore,
  tx: Tx,
  invoiceId: string,
  unbookedCents: number,
  now: Date,
) {
  const invoice = (await payableInvoicesByIds(tx, [invoiceId])).get(invoiceId);
  if (!invoice || invoice.status === 'cancelled' || invoice.paidCents + unbookedCents < invoice.grossCents) return null;
  if (!(await paymentSettingsOf(tx)).autoActivate) return null;
  const before = await findUserPackage(tx, invoice.userPackageId);
  if (!before || !waiting.has(before.status)) return null;
  const partners = (await allocationsOf(tx, invoice.userPackageId)).map((a) => a.partner_id);
  const people = await findUsersByIds(tx, partners);
  try {
    return await handle(store, tx, userPackageDecider, invoice.userPackageId, {
      type: 'ActivatePackage',
      notes: 'Automatisch aktiviert: Zahlung eingegangen.',
      paymentConfirmed: true,
      inactivePartners: partners.filter((id) => people.get(id)?.deactivated_at != null),
      now,
    });
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
}

export const paidInFullReactions = reactionsTo<InvoicePaymentRecorded>({
  InvoicePaymentRecorded: async (tx, e, { store }) => {
    // After the projections: the invoice's paid amount already holds this payment.
    const activation = await activationWhenPaid(store, tx, e.data.invoiceId, 0, new Date(e.data.at));
    if (activation) await store.append(tx, [activation], { ...e.metadata, causationId: e.eventId });
  },
});
