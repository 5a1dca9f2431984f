import { describe, expect, it } from 'vitest';
import { addDays, berlinDateOf } from '../../lib/german/time';
import { exampleFirm } from '../../server/testing/example-firm';
import { recipientOf } from '../../server/testing/smtp-sink';
import type { PreNotification } from './contract';
import { AGAIN_LINE } from './pre-notification-text';
import { CREDITOR_ID, sepaWorldForFile } from './testing/sepa-world';

// A review: a debit collected again after a return (Rücklastschrift) or a withdrawal got no new
// pre-notification, though its day (and maybe its amount) changed: the next collection debited it at
// D-1. Now it is pre-notified anew on the day it came back: mail, screen and file agree, 14 days on.

const w = sepaWorldForFile();
const today = () => berlinDateOf(w.portal.clock.now);
const DAY = 24 * 60 * 60 * 1000;

/** The changed pre-notification's mail, the client's screen, and the next collection: one day, one amount. */
async function announcedAgain(c: { email: string; token: string }, invoice: { id: string; number: string | null }) {
  const mail = await w.portal.smtp.waitFor(
    (m) =>
      recipientOf(m) === c.email &&
      m.subject === `Vorabankündigung SEPA-Lastschrift zu Rechnung ${invoice.number} (geändert)`,
  );
  const [pre] = (await w.call('GET', '/api/sepa/pre-notifications', c.token)).json()
    .preNotifications as PreNotification[];
  expect(pre).toMatchObject({ invoiceId: invoice.id, submitted: false });
  expect(pre!.collectionDate >= addDays(today(), 14)).toBe(true);
  expect(mail.text).toContain(AGAIN_LINE);
  const [y, m, d] = pre!.collectionDate.split('-');
  expect(mail.text).toContain(`Einzug am: ${d}.${m}.${y}`);
  const again = await w.collect();
  expect(again.items).toEqual([
    expect.objectContaining({
      invoiceId: invoice.id,
      collectionDate: pre!.collectionDate,
      amountCents: pre!.amountCents,
    }),
  ]);
  return { mail, pre: pre! };
}

describe('a debit collected again', () => {
  it('after a return: pre-notified anew, 14 days from the return, by mail and on the screen', async () => {
    const saved = await w.call('PUT', '/api/settings/firm', w.admin, { ...exampleFirm, creditorId: CREDITOR_ID });
    expect(saved.statusCode, saved.body).toBe(200);
    const { client, invoice } = await w.mandatedInvoice('Kommt Zurueck');
    const first = await w.collect();
    expect(first.items[0]!.collectionDate < addDays(invoice.issuedOn!, 24)).toBe(true);
    // Ten days on, the bank returns the debit.
    w.portal.clock.advance(10 * DAY);
    const returned = await w.call('POST', '/api/sepa/returns', w.admin, { invoiceId: invoice.id, reason: 'AM04' });
    expect(returned.statusCode, returned.body).toBeLessThan(300);
    const { mail, pre } = await announcedAgain(client, invoice);
    // Not the first debit's day (D-1 from the return): 14 days after the return.
    expect(pre.collectionDate >= addDays(invoice.issuedOn!, 24)).toBe(true);
    expect(mail.text).toContain('Betrag: 1.190,00');
  });

  it('after a withdrawal with a part paid by transfer: the new day and the amount still open', async () => {
    const { client, invoice } = await w.mandatedInvoice('Zahlt Teil');
    const first = await w.collect();
    const paid = await w.call('POST', '/api/payments/manual', w.admin, {
      invoiceId: invoice.id,
      amount: 19_000,
      date: invoice.issuedOn,
      method: 'other_account',
      note: null,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const out = await w.call('POST', `/api/sepa/collections/${first.id}/withdraw`, w.admin, {
      invoiceId: invoice.id,
      reason: 'Teilbetrag überwiesen',
    });
    expect(out.statusCode, out.body).toBe(200);
    const { mail, pre } = await announcedAgain(client, invoice);
    expect(pre.amountCents).toBe(100_000);
    expect(mail.text).toContain('Betrag: 1.000,00');
  });
});
