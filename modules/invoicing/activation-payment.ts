import type { Tx } from '../../server/db/kysely';
import { handle, reactionsTo, type EventMetadata, type EventStore } from '../../server/eventstore';
import { berlinDateOf } from '../../lib/german/time';
import { findUserPackage, type PackageActivated } from '../packages';
import { invoiceDecider } from './invoice';
import type { InvoiceIssued } from './events';
import { packageInvoice } from './queries';
import { payableInvoicesByIds } from './payment-queries';

// 'Zahlung erhalten' at a package's activation books the payment (issue 31): what is open on its
// invoice, dated the activation day, in the activation's transaction. A draft has no number yet and
// takes no payment: the payment is booked when it is issued (README, 'Decisions').

const causedBy = (e: { eventId: string; metadata: EventMetadata }): EventMetadata => ({
  ...e.metadata,
  causationId: e.eventId,
});

/**
 * Books the open amount of the package's issued invoice as confirmed at activation. Keyed by the
 * package's id, so the two ways here (activation, then a draft's issue) book it once; nothing when
 * nothing is open (a statement paid it, the setting activated it then).
 */
async function bookConfirmedPayment(
  store: EventStore,
  tx: Tx,
  userPackageId: string,
  activatedAt: Date,
  meta: EventMetadata,
): Promise<void> {
  const found = await packageInvoice(tx, userPackageId);
  const invoice = found && (await payableInvoicesByIds(tx, [found.id])).get(found.id);
  if (!invoice || invoice.status !== 'issued') return;
  const open = invoice.grossCents - invoice.paidCents;
  if (open <= 0) return;
  const decision = await handle(store, tx, invoiceDecider, invoice.id, {
    type: 'RecordPayment',
    paymentId: userPackageId,
    amountCents: open,
    bookedOn: berlinDateOf(activatedAt),
    source: 'manual',
    reference: null,
    statementLineId: null,
    method: 'confirmed_at_activation',
    note: null,
    now: activatedAt,
  });
  if (decision.events.length > 0) await store.append(tx, [decision], meta);
}

export const activationPaymentReactions = reactionsTo<PackageActivated | InvoiceIssued>({
  async PackageActivated(tx, e, { store }) {
    await bookConfirmedPayment(store, tx, e.data.userPackageId, new Date(e.data.activatedAt), causedBy(e));
  },
  // A draft of a package activated meanwhile is issued: the confirmed payment is booked now.
  async InvoiceIssued(tx, e, { store }) {
    if (e.data.kind !== 'invoice') return;
    const up = await findUserPackage(tx, e.data.service.userPackageId);
    if (!up?.activated_at) return;
    await bookConfirmedPayment(store, tx, up.id, up.activated_at, causedBy(e));
  },
});
