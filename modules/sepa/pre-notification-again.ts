import { reactionsTo, type EventStore } from '../../server/eventstore';
import type { Tx } from '../../server/db/kysely';
import { jobIdFor, queues } from '../../jobs/boss';
import { berlinDateOf } from '../../lib/german/time';
import { letterTo } from '../../lib/german/letter';
import { findUserById } from '../identity';
import type { CollectionDebitWithdrawn, CollectionReturned } from './events';
import { AGAIN_LINE, preNotificationLines } from './pre-notification-text';
import { activeMandateOf, clientOfDebit, preNotificationsOf } from './queries';

/**
 * The invoice's debit is free again and the client's mandate stands: the next collection takes it on
 * a new day (14 days from now, `preNotifiedOn`) and for what is open now, so the client is told both
 * now, as the screen shows them. Nothing while the invoice is paid, cancelled or has no mandate.
 */
async function preNotifyAgain(
  tx: Tx,
  store: EventStore,
  eventId: string,
  at: string,
  clientId: string,
  invoiceId: string,
) {
  const mandate = await activeMandateOf(tx, clientId);
  const client = mandate && (await findUserById(tx, clientId));
  if (!mandate || !client) return;
  const p = (await preNotificationsOf(tx, clientId, berlinDateOf(new Date(at)))).find(
    (n) => n.invoiceId === invoiceId && !n.submitted,
  );
  if (!p) return;
  const lines = preNotificationLines({
    number: p.invoiceNumber,
    amountCents: p.amountCents,
    collectionDate: p.collectionDate,
    reference: mandate.reference,
    creditorId: mandate.creditorId,
    iban: mandate.iban,
  });
  const mail = {
    to: client.email,
    subject: `Vorabankündigung SEPA-Lastschrift zu Rechnung ${p.invoiceNumber} (geändert)`,
    text: letterTo(client.name, [AGAIN_LINE, '', ...lines]),
  };
  await store.enqueueJob(tx, queues.email, mail, jobIdFor(eventId, `sepa-pre-notification:${invoiceId}`));
}

/**
 * A debit that came back (Rücklastschrift) or was withdrawn by the office is pre-notified anew: its
 * day moved and its amount may have (a return takes the payment back; a part paid by transfer).
 * A withdrawal by the client's own mandate ending (mandate-ended.ts) is not: a revoked mandate
 * debits nothing, a replacing one pre-notifies at its grant.
 */
export const preNotifyAgainReactions = reactionsTo<CollectionReturned | CollectionDebitWithdrawn>({
  CollectionReturned: async (tx, e, { store }) => {
    const clientId = await clientOfDebit(tx, e.data.collectionId, e.data.invoiceId);
    if (clientId) await preNotifyAgain(tx, store, e.eventId, e.data.at, clientId, e.data.invoiceId);
  },
  CollectionDebitWithdrawn: async (tx, e, { store }) => {
    if (e.data.by === e.data.clientId) return;
    await preNotifyAgain(tx, store, e.eventId, e.data.at, e.data.clientId, e.data.invoiceId);
  },
});
