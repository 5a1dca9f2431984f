import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/german/time';
import { exampleFirm } from '../../server/testing/example-firm';
import { recipientOf } from '../../server/testing/smtp-sink';
import type { Collection, MandateAnswer, PreNotification } from './contract';
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

  it('a payment term of 7 days: mail, screen and file debit no earlier than 14 days after the pre-notification; the due date stays', async () => {
    const term = await w.call('PUT', '/api/settings/firm', w.admin, {
      ...exampleFirm,
      creditorId: CREDITOR_ID,
      paymentTermDays: 7,
    });
    expect(term.statusCode, term.body).toBe(200);
    const c = await w.client();
    expect(
      (await w.call('PUT', '/api/sepa/mandate', c.token, { iban: debtorIban, accountHolder: 'Kurz Frist' })).statusCode,
    ).toBe(200);
    const invoice = await w.accept(c);
    expect(invoice.dueOn).toBe(addDays(invoice.issuedOn!, 7));

    const mail = await w.portal.smtp.waitFor(
      (m) =>
        recipientOf(m) === c.email && m.subject === `Vorabankündigung SEPA-Lastschrift zu Rechnung ${invoice.number}`,
    );
    const [pre] = (await w.call('GET', '/api/sepa/pre-notifications', c.token)).json()
      .preNotifications as PreNotification[];
    // Before: the due date, a week after the pre-notification.
    expect(pre!.collectionDate >= addDays(invoice.issuedOn!, 14)).toBe(true);
    const [y, m, d] = pre!.collectionDate.split('-');
    expect(mail.text).toContain(`Einzug am: ${d}.${m}.${y}`);

    const created = await w.call('POST', '/api/sepa/collections', w.admin, { dueUntil: invoice.dueOn });
    expect(created.statusCode, created.body).toBe(201);
    const debit = (created.json() as Collection).items.find((i) => i.invoiceId === invoice.id)!;
    expect(debit.collectionDate).toBe(pre!.collectionDate);
    const xml = await w.call('GET', `/api/sepa/collections/${(created.json() as Collection).id}/xml`, w.admin);
    expect(xml.body).toContain(`<ReqdColltnDt>${pre!.collectionDate}</ReqdColltnDt>`);
    // The invoice keeps its due date as written.
    const again = (await w.call('GET', `/api/invoices/${invoice.id}`, w.admin)).json();
    expect(again.dueOn).toBe(invoice.dueOn);
  });
});
