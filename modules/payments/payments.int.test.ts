import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { exampleFirm } from '../../server/testing/example-firm';
import { recipientOf } from '../../server/testing/smtp-sink';
import { sendPaymentReminders } from '../invoicing';
import { invoicesDebitPending } from '../sepa';
import type { InvoiceView } from '../invoicing/contract';
import { findUserPackage } from '../packages';
import type { PaymentProposals } from './contract';
import { paymentsWorldForFile } from './testing/payments-world';

const w = paymentsWorldForFile();
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const upload = (name: string, bytes: Buffer, type?: string) => w.upload(name, bytes, type);

const proposals = async () => (await w.call('GET', '/api/payments/proposals', w.admin)).json() as PaymentProposals;
const invoice = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json() as InvoiceView;
const lineCount = async () => {
  const p = await proposals();
  return p.proposals.length + p.unmatched.length + p.confirmed.length;
};

describe('payment reconciliation', () => {
  it('CAMT.053: the credit naming the reference is proposed; confirmed, the invoice is paid and the package ready', async () => {
    const c = await w.invoicedClient('CP-4711-MUSTER');
    const res = await upload('auszug.xml', fixture('camt053-credits.xml'), 'application/xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ format: 'camt053', credits: 2, imported: 2, proposed: 1 });

    const p = await proposals();
    expect(p.proposals).toHaveLength(1);
    const proposal = p.proposals[0]!;
    expect(proposal).toMatchObject({
      amountCents: 119_000,
      bookedOn: '2026-03-11',
      counterpartyName: 'Kundin AG',
      invoice: { id: c.invoiceId, openCents: 119_000 },
      matchedByLabel: 'Verwendungszweck nennt die Zahlungsreferenz',
      amountFit: 'exact',
      amountFitLabel: 'Betrag stimmt',
      statusLabel: 'Vorschlag',
    });
    expect(p.unmatched.map((l) => l.purpose)).toEqual(['Spende Sommerfest']);

    // Two admins confirm at once: one books, the other hears it was done.
    const [a, b] = await Promise.all([
      w.call('POST', `/api/payments/proposals/${proposal.id}/confirm`, w.admin, {}),
      w.call('POST', `/api/payments/proposals/${proposal.id}/confirm`, w.admin, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    const refused = a.statusCode === 200 ? b : a;
    expect(ok.json()).toMatchObject({ invoicePaid: true, packageActivated: false, line: { status: 'confirmed' } });
    expect(refused.json().message).toBe('Diese Zahlung wurde bereits bestätigt und gebucht.');

    expect(await invoice(c.invoiceId)).toMatchObject({
      paymentState: 'paid',
      paidCents: 119_000,
      paidOn: '2026-03-11',
    });
    expect((await findUserPackage(w.portal.runtime.ctx.db, c.userPackageId))?.status).toBe('pending_activation');

    // The same statement again: nothing new, nothing proposed, nothing booked twice.
    const before = await lineCount();
    const again = await upload('auszug.xml', fixture('camt053-credits.xml'));
    expect(again.json()).toMatchObject({ credits: 2, imported: 0, proposed: 0 });
    expect(again.json().message).toContain('nichts Neues');
    expect(await lineCount()).toBe(before);
    expect((await proposals()).proposals).toHaveLength(0);
    expect((await invoice(c.invoiceId)).paidCents).toBe(119_000);
  });

  it('CSV with automatic activation: a partial payment, then an unmatched line assigned by hand pays (over) and activates', async () => {
    const settings = await w.call('PUT', '/api/payments/settings', w.admin, { autoActivate: true });
    expect(settings.json()).toEqual({ autoActivate: true });
    const c = await w.invoicedClient('CP-4712-BEISPIEL');

    const res = await upload('umsaetze.csv', fixture('sparkasse-credits.csv'), 'text/csv');
    expect(res.json()).toMatchObject({ format: 'csv', credits: 2, imported: 2, proposed: 1 });
    const p = await proposals();
    const partial = p.proposals.find((l) => l.invoice?.id === c.invoiceId)!;
    expect(partial).toMatchObject({ amountCents: 50_000, amountFit: 'partial', amountFitLabel: 'Teilzahlung' });
    const first = await w.call('POST', `/api/payments/proposals/${partial.id}/confirm`, w.admin);
    expect(first.json()).toMatchObject({ invoicePaid: false, packageActivated: false });
    expect(await invoice(c.invoiceId)).toMatchObject({ paymentState: 'partial', paidCents: 50_000 });

    const unmatched = p.unmatched.find((l) => l.purpose === 'Erstattung Versicherung')!;
    expect(p.openInvoices.map((i) => i.id)).toContain(c.invoiceId);
    const noChoice = await w.call('POST', `/api/payments/proposals/${unmatched.id}/confirm`, w.admin, {});
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().message).toBe('Bitte wählen Sie die Rechnung aus, zu der diese Zahlung gehört.');
    const byHand = await w.call('POST', `/api/payments/proposals/${unmatched.id}/confirm`, w.admin, {
      invoiceId: c.invoiceId,
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json()).toMatchObject({
      invoicePaid: true,
      packageActivated: true,
      line: { matchedBy: 'manual', matchedByLabel: 'Von Hand zugeordnet' },
    });
    expect(await invoice(c.invoiceId)).toMatchObject({ paymentState: 'overpaid', paidCents: 173_456 });
    expect((await findUserPackage(w.portal.runtime.ctx.db, c.userPackageId))?.status).toBe('active');

    const again = await upload('umsaetze.csv', fixture('sparkasse-credits.csv'));
    expect(again.json()).toMatchObject({ credits: 2, imported: 0 });
    await w.call('PUT', '/api/payments/settings', w.admin, { autoActivate: false });
  });

  it('a credit for a cancelled invoice is booked as the client’s credit to refund (a 409 left it nowhere)', async () => {
    const c = await w.invoicedClient('CP-4713-STORNO');
    const number = (await invoice(c.invoiceId)).number!;
    const credit = await w.call('POST', `/api/invoices/${c.invoiceId}/credit-note`, w.admin, { reason: 'Storno' });
    expect(credit.statusCode, credit.body).toBeLessThan(300);
    const csv = `Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung\n13.03.2026;13.03.2026;Storno Kunde;DE02120300000000202051;Rechnung ${number};1.190,00;EUR\n`;
    expect((await upload('storno.csv', Buffer.from(csv))).json()).toMatchObject({ imported: 1, proposed: 0 });
    const line = (await proposals()).unmatched.find((l) => l.purpose === `Rechnung ${number}`)!;
    const res = await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, { invoiceId: c.invoiceId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('Die Rechnung ist storniert: Der Betrag ist ein Guthaben des Klienten.');
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 119_000, paymentState: 'overpaid' });
    expect((await proposals()).unmatched.map((l) => l.id)).not.toContain(line.id);
  });

  it('a payment for a package activated already says so, not that it is ready for activation', async () => {
    const c = await w.invoicedClient('CP-4714-AKTIV');
    const activated = await w.activate(c);
    expect(activated.statusCode, activated.body).toBe(200);
    // The activation booked the payment (issue 31); the admin takes it back: the money had not come yet.
    const [confirmedAtActivation] = (await w.call('GET', `/api/invoices/${c.invoiceId}/payments`, w.admin)).json()
      .payments as { id: string }[];
    const undone = await w.call('POST', `/api/payments/${confirmedAtActivation!.id}/undo`, w.admin, {
      reason: 'Noch nicht eingegangen',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const csv = `Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung\n14.03.2026;14.03.2026;Aktiv Kunde;DE02120300000000202051;CP-4714-AKTIV;1.190,00;EUR\n`;
    expect((await upload('aktiv.csv', Buffer.from(csv))).json()).toMatchObject({ imported: 1, proposed: 1 });
    const line = (await proposals()).proposals.find((l) => l.invoice?.id === c.invoiceId)!;
    const res = await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      invoicePaid: true,
      packageActivated: false,
      message: 'Zahlung gebucht. Die Rechnung ist bezahlt; das Paket ist bereits aktiv.',
    });
  });

  it('bad files: a German 400 and nothing stored', async () => {
    const before = await lineCount();
    const html = await upload('auszug.html', Buffer.from('<html><body>Kein Auszug</body></html>'), 'text/html');
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toContain('kein Kontoauszug, sondern ein XML-Dokument „html“');
    const pdf = await upload('auszug.pdf', Buffer.from('%PDF-1.7\n%\xff\xfe binär'), 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    const json = await w.call('POST', '/api/payments/statements', w.admin, { datei: 'auszug' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Bitte wählen Sie eine Datei mit dem Kontoauszug aus.');
    const tooBig = await upload('riesig.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('Die Datei ist zu groß (höchstens 5 MB).');
    expect(await lineCount()).toBe(before);
  });

  it('only admins', async () => {
    const c = await w.clientWithOffer();
    expect((await w.call('GET', '/api/payments/proposals', c.token)).statusCode).toBe(403);
    const res = await w.portal.call('POST', '/api/payments/statements', { token: c.token });
    expect(res.statusCode).toBe(403);
  });
});

describe('dunning', () => {
  const remind = () => sendPaymentReminders(w.portal.runtime.ctx, invoicesDebitPending);
  it('an overdue unpaid invoice gets one friendly reminder (the first level, by default 7 days after the due date); never twice, not when paid, cancelled, its package activated or its direct debit pending', async () => {
    const c = await w.invoicedClient('CP-4714-MAHNUNG');
    const dueOn = (await invoice(c.invoiceId)).dueOn!;
    // Activated by the admin ('Zahlung erhalten'), though no statement showed the money: not reminded.
    const activated = await w.invoicedClient('CP-4715-AKTIV');
    const activation = await w.activate(activated);
    expect(activation.statusCode, activation.body).toBe(200);
    // A client with a direct-debit mandate: the firm collects the money, no reminder asks for it.
    const creditorId = 'DE98ZZZ09999999999';
    expect((await w.call('PUT', '/api/settings/firm', w.admin, { ...exampleFirm, creditorId })).statusCode).toBe(200);
    const debited = await w.invoicedClient('CP-4716-LASTSCHRIFT');
    const mandate = { iban: 'DE02120300000000202051', accountHolder: 'Lastschrift Zahlerin' };
    expect((await w.call('PUT', '/api/sepa/mandate', debited.token, mandate)).statusCode).toBe(200);
    // On the due date itself: not yet.
    expect(await remind()).toBe(0);
    // The firm moved its account after the invoice: the reminder names the account as it is now.
    const moved = await w.call('PUT', '/api/settings/firm', w.admin, {
      ...exampleFirm,
      creditorId,
      iban: 'DE77100100100123456789',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    w.portal.clock.advance(15 * 24 * 3600_000);
    // A day after the due date: the Zahlungserinnerung waits for its 7 days.
    expect(await remind()).toBe(0);
    w.portal.clock.advance(7 * 24 * 3600_000);
    expect(await remind()).toBe(1);
    expect((await invoice(activated.invoiceId)).remindedOn).toBeNull();
    // Before: 2 went out, one to the client whose invoice the firm was about to debit.
    expect((await invoice(debited.invoiceId)).remindedOn).toBeNull();
    const mail = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && m.subject?.includes('Zahlungserinnerung') === true,
    );
    expect(mail.subject).toBe(`Zahlungserinnerung: Rechnung ${(await invoice(c.invoiceId)).number}`);
    expect(mail.text).toContain('Offener Betrag: 1.190,00');
    expect(mail.text).toContain('IBAN: DE77 1001 0010 0123 4567 89');
    expect(mail.text).toContain('Unsere Bankverbindung hat sich seit der Rechnung geändert.');
    expect(mail.text).toContain('Verwendungszweck: CP-4714-MAHNUNG');
    expect((await invoice(c.invoiceId)).remindedOn).not.toBeNull();
    expect((await invoice(c.invoiceId)).remindedOn! > dueOn).toBe(true);
    // The next day's sweep: nothing (the paid and the cancelled invoices of this file were never due for one).
    w.portal.clock.advance(24 * 3600_000);
    expect(await remind()).toBe(0);
    expect(
      w.portal.smtp.mails.filter((m) => recipientOf(m) === c.email && m.subject?.includes('Zahlungserinnerung')),
    ).toHaveLength(1);
  });
});

describe('replay', () => {
  it('rebuilds statement lines, payments, paid amounts and reminders identically', async () => {
    const report = await replay(w.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
