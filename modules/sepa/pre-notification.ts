import { reactionsTo, type NewEvent } from '../../server/eventstore';
import { jobIdFor, queues } from '../../jobs/boss';
import { berlinDateOf } from '../../lib/german/time';
import { letterTo } from '../../lib/german/letter';
import { findUserById } from '../identity';
import type { IssuedInvoice } from '../invoicing/contract';
import { collectionDateOf } from './decide-collections';
import { preNotificationLines } from './pre-notification-text';
import { activeMandateOf, preNotificationsOf } from './queries';
import type { MandateGranted } from './events';

/** invoicing's event (its contract's document), which SEPA reacts to (and its own MandateGranted). */
type InvoiceIssued = NewEvent<'InvoiceIssued', IssuedInvoice>;

/**
 * With each invoice of a client who granted a mandate, the pre-notification of its debit goes out,
 * as its own mail beside the invoice mail (invoicing's): amount, day, mandate reference and
 * creditor id, at least 14 days ahead of the debit (`collectionDateOf`).
 */
export const preNotificationReactions = reactionsTo<InvoiceIssued | MandateGranted>({
  InvoiceIssued: async (tx, e, { store }) => {
    if (e.data.kind !== 'invoice') return;
    const mandate = await activeMandateOf(tx, e.data.clientId);
    const client = mandate && (await findUserById(tx, e.data.clientId));
    if (!mandate || !client) return;
    const lines = preNotificationLines({
      number: e.data.number,
      amountCents: e.data.amounts.grossCents,
      // Pre-notified now, with the invoice: 14 days ahead at the least.
      collectionDate: collectionDateOf(e.data.dueOn, berlinDateOf(e.data.at), berlinDateOf(e.data.at)),
      reference: mandate.reference,
      creditorId: mandate.creditorId,
      iban: mandate.iban,
    });
    const mail = {
      to: client.email,
      subject: `Vorabankündigung SEPA-Lastschrift zu Rechnung ${e.data.number}`,
      text: letterTo(client.name, lines),
    };
    // Its own job id: the invoice mail of the same event goes to the same address.
    await store.enqueueJob(tx, queues.email, mail, jobIdFor(e.eventId, `sepa-pre-notification:${client.email}`));
  },
  /**
   * A mandate granted while invoices of the client are open (issued before it): each is pre-notified
   * now, by mail, with the amount still open and the day the screen shows (not those already in a
   * collection of an earlier mandate: they were pre-notified then).
   */
  MandateGranted: async (tx, e, { store }) => {
    const client = await findUserById(tx, e.data.clientId);
    if (!client) return;
    const pending = await preNotificationsOf(tx, e.data.clientId, berlinDateOf(e.data.at));
    for (const p of pending.filter((n) => !n.submitted)) {
      const lines = preNotificationLines({
        number: p.invoiceNumber,
        amountCents: p.amountCents,
        collectionDate: p.collectionDate,
        reference: e.data.reference,
        creditorId: e.data.creditorId,
        iban: e.data.iban,
      });
      const mail = {
        to: client.email,
        subject: `Vorabankündigung SEPA-Lastschrift zu Rechnung ${p.invoiceNumber}`,
        text: letterTo(client.name, lines),
      };
      await store.enqueueJob(tx, queues.email, mail, jobIdFor(e.eventId, `sepa-pre-notification:${p.invoiceId}`));
    }
  },
});
