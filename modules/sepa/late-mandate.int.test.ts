import { describe, expect, it } from 'vitest';
import { exampleFirm } from '../../server/testing/example-firm';
import { recipientOf } from '../../server/testing/smtp-sink';
import type { MandateAnswer } from './contract';
import { CREDITOR_ID, debtorIban, sepaWorldForFile } from './testing/sepa-world';

// Issue 31 item 4: a client grants a mandate after an invoice of theirs was issued and while it is
// still open: its pre-notification goes by mail then (SMTP sink), with what is still open.

const w = sepaWorldForFile();
const preNotificationsTo = (email: string) =>
  w.portal.smtp.mails.filter((m) => recipientOf(m) === email && (m.subject ?? '').startsWith('Vorabankündigung'));

describe('a mandate granted after the invoice', () => {
  it('pre-notifies each open invoice by mail: amount still open, day, mandate reference, creditor id', async () => {
    const saved = await w.call('PUT', '/api/settings/firm', w.admin, { ...exampleFirm, creditorId: CREDITOR_ID });
    expect(saved.statusCode, saved.body).toBe(200);
    const c = await w.client();
    const invoice = await w.accept(c);
    // Part of it paid by hand before the mandate: the rest is what will be debited.
    const paid = await w.call('POST', '/api/payments/manual', w.admin, {
      invoiceId: invoice.id,
      amount: 19_000,
      date: invoice.issuedOn,
      method: 'cash',
      note: null,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(preNotificationsTo(c.email)).toEqual([]);

    const granted = await w.call('PUT', '/api/sepa/mandate', c.token, {
      iban: debtorIban,
      accountHolder: 'Jürgen Müller',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const { mandate } = granted.json() as MandateAnswer;

    const mail = await w.portal.smtp.waitFor(
      (m) =>
        recipientOf(m) === c.email && m.subject === `Vorabankündigung SEPA-Lastschrift zu Rechnung ${invoice.number}`,
    );
    expect(mail.text).toContain('Betrag: 1.000,00');
    expect(mail.text).toContain(`Mandatsreferenz: ${mandate!.reference}`);
    expect(mail.text).toContain(`Gläubiger-ID: ${CREDITOR_ID}`);
    expect(mail.text).toContain('Konto: DE02 **** 2051');
    const pre = (await w.call('GET', '/api/sepa/pre-notifications', c.token)).json().preNotifications as {
      collectionDate: string;
    }[];
    const [y, m, d] = pre[0]!.collectionDate.split('-');
    expect(mail.text).toContain(`Einzug am: ${d}.${m}.${y}`);

    // The same account again changes nothing and sends nothing more.
    expect(
      (await w.call('PUT', '/api/sepa/mandate', c.token, { iban: debtorIban, accountHolder: 'Jürgen Müller' }))
        .statusCode,
    ).toBe(200);
    const unpaid = await w.client();
    expect(
      (await w.call('PUT', '/api/sepa/mandate', unpaid.token, { iban: debtorIban, accountHolder: 'Ohne Rechnung' }))
        .statusCode,
    ).toBe(200);
    await w.portal.smtp.waitFor((m) => (m.subject ?? '').startsWith('Vorabankündigung') && recipientOf(m) === c.email);
    expect(preNotificationsTo(c.email)).toHaveLength(1);
    // A client with no open invoice gets no pre-notification.
    expect(preNotificationsTo(unpaid.email)).toEqual([]);
  });
});
