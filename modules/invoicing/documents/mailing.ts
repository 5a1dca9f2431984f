import type PgBoss from 'pg-boss';
import { jobIdFor, queues } from '../../../jobs/boss';
import type { AppContext } from '../../../server/context';
import { reactionsTo } from '../../../server/eventstore';
import { berlinToday } from '../../../lib/german/time';
import { findUsersByIds } from '../../identity';
import type { InvoiceEvent } from '../events';
import { findInvoice } from '../queries';
import { invoiceMail } from './mail';
import { renderInvoicePdf } from './render';

// Sending the invoice mail. `InvoiceIssued` (an invoice or a credit note; a draft issues nothing, so
// it is mailed when it is issued later) queues a small job in the issuing transaction: only the ids.
// Its worker renders the PDF outside that transaction and queues the e-mail with the PDF attached.
// Rendering takes about 0.1 s; in the issuing transaction it would hold the year's number lock
// that long for every acceptance. The e-mail job's id comes from the event and the recipient as
// for every mail, so a retried render queues it once; the e-mail worker sends it once (mail_log).

// The queue is created with the others when pg-boss starts (jobs/boss.ts), so a reaction never sends to a missing one.
const INVOICE_MAIL_QUEUE = queues.invoiceMail;

interface InvoiceMailJob {
  eventId: string;
  invoiceId: string;
}

export const invoiceMailReactions = reactionsTo<InvoiceEvent>({
  async InvoiceIssued(tx, e, { store }) {
    const job: InvoiceMailJob = { eventId: e.eventId, invoiceId: e.data.invoiceId };
    await store.enqueueJob(tx, INVOICE_MAIL_QUEUE, job, jobIdFor(e.eventId, 'invoice-mail'));
  },
});

/** Renders the invoice's PDF and queues the mail to the client (none when their account is gone). */
async function queueInvoiceMail(ctx: AppContext, job: InvoiceMailJob): Promise<void> {
  const invoice = (await findInvoice(ctx.db, job.invoiceId, berlinToday(ctx.now()).toString()))?.document;
  if (!invoice) return;
  const client = (await findUsersByIds(ctx.db, [invoice.clientId])).get(invoice.clientId);
  if (!client) return;
  const pdf = await renderInvoicePdf(invoice);
  const mail = invoiceMail(invoice, { to: client.email, name: client.name, portalUrl: ctx.config.publicUrl }, pdf);
  await ctx.db
    .transaction()
    .execute((tx) => ctx.store.enqueueJob(tx, queues.email, mail, jobIdFor(job.eventId, mail.to)));
}

export async function startInvoiceMails(ctx: AppContext, boss: PgBoss): Promise<void> {
  await boss.work<InvoiceMailJob>(INVOICE_MAIL_QUEUE, { batchSize: 5, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await queueInvoiceMail(ctx, job.data);
  });
}
