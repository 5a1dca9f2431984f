import { reactionsTo, type EventMetadata, type Stored } from '../../server/eventstore';
import type { Tx } from '../../server/db/kysely';
import { booksKeptUntil } from '../../server/erasure';
import {
  allocationsOf,
  findUserPackage,
  type PackageAccepted,
  type PackageActivated,
  type PackageCancelled,
} from '../packages';
import { invoicePackage, issueReadyDrafts, settleCancelledPackage } from './commands';
import type { BillingAddressEvent, InvoiceEvent } from './events';
import { invoicedNow } from './decide';
import { draftsOf, invoiceOfPackage, packageInvoice, savedFirmData } from './queries';

// What causes invoices: a package sold (the packages module's events), and what a draft waited for
// arriving (a client's address). All in the causing event's transaction, so the
// invoice and its number commit with the sale, or not at all.

const causedBy = (e: { eventId: string; metadata: EventMetadata }): EventMetadata => ({
  ...e.metadata,
  causationId: e.eventId,
});

export const saleReactions = reactionsTo<PackageAccepted | PackageActivated | PackageCancelled>({
  async PackageAccepted(tx, e, { store }) {
    const facts = {
      firm: (await savedFirmData(tx))?.firm ?? null,
      accepted: true,
      invoiced: Boolean(await invoiceOfPackage(tx, e.data.userPackageId)),
    };
    if (!invoicedNow('accepted', facts)) return;
    await invoicePackage(store, tx, e.data.userPackageId, new Date(e.data.at), causedBy(e));
  },
  // Activated without acceptance (the admin's 'activate immediately', or before the client
  // accepted), or accepted by a firm that invoices at activation.
  async PackageActivated(tx, e, { store }) {
    const up = await findUserPackage(tx, e.data.userPackageId);
    if (!up) return;
    const facts = {
      firm: (await savedFirmData(tx))?.firm ?? null,
      accepted: up.is_accepted,
      invoiced: Boolean(await invoiceOfPackage(tx, up.id)),
    };
    if (!invoicedNow('activated', facts)) return;
    await invoicePackage(store, tx, up.id, new Date(e.data.at), causedBy(e));
  },
  // A sale undone: its draft goes, an invoice nobody owes anything on is credited (commands.ts).
  async PackageCancelled(tx, e, { store }) {
    const invoice = await packageInvoice(tx, e.data.userPackageId);
    if (!invoice) return;
    const hoursUsed = (await allocationsOf(tx, e.data.userPackageId)).reduce((sum, a) => sum + a.consumed_hours, 0);
    const why = { reason: e.data.reason, accountDeleted: e.data.accountDeleted, hoursUsed };
    await settleCancelledPackage(store, tx, invoice, why, new Date(e.data.at), causedBy(e));
  },
});

async function clientDrafts(tx: Tx, clientId: string) {
  return (await draftsOf(tx, clientId)).map((id) => ({ id, clientId }));
}

/**
 * A client's address arrives: their drafts that lack nothing else take their numbers. Saving the
 * firm's data issues nothing by itself: the admin reviews it and issues the drafts that waited for it.
 */
export const draftReactions = reactionsTo<BillingAddressEvent>({
  async BillingAddressSet(tx, e: Stored<BillingAddressEvent>, { store }) {
    await issueReadyDrafts(store, tx, await clientDrafts(tx, e.data.clientId), new Date(e.data.at), causedBy(e));
  },
});

/** The buyer of an issued invoice is sealed with the invoice's own key; it goes when the retention ends. */
export const retentionReactions = reactionsTo<InvoiceEvent>({
  async InvoiceIssued(tx, e, { store }) {
    await store.keys.retainContractUntil(tx, e.data.invoiceId, booksKeptUntil(e.data.year));
  },
});
