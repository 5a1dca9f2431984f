import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { recipientOf } from '../../server/testing/smtp-sink';
import { clientAddress } from '../../server/testing/firm-portal';
import { berlinDateOf } from '../../lib/german/time';
import type { InvoicePaymentView, InvoiceView, OpenItems } from '../invoicing/contract';
import type { PaymentProposals } from './contract';
import { paymentsWorldForFile } from './testing/payments-world';

// Issue 31, items 3 and 5: payments by hand and their undo (also of a statement's), the payment
// confirmed at activation, dunning levels and open items, through the real routes.

const w = paymentsWorldForFile();
const DAY = 24 * 3600_000;
const today = () => berlinDateOf(w.portal.clock.now);

const invoice = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json() as InvoiceView;
const paymentsOf = async (id: string) =>
  ((await w.call('GET', `/api/invoices/${id}/payments`, w.admin)).json() as { payments: InvoicePaymentView[] })
    .payments;
const manual = (body: Record<string, unknown>) => w.call('POST', '/api/payments/manual', w.admin, body);
const undo = (paymentId: string, reason = 'Falsch gebucht') =>
  w.call('POST', `/api/payments/${paymentId}/undo`, w.admin, { reason });

describe('a payment booked by hand', () => {
  it('cash in part, then the rest from another account: partly paid, then paid; listed with method and note', async () => {
    const c = await w.invoicedClient('CP-5001-BAR');
    const cash = await manual({
      invoiceId: c.invoiceId,
      amount: 50_000,
      date: today(),
      method: 'cash',
      note: 'Quittung 17',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({ invoiceId: c.invoiceId, invoicePaid: false });
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 50_000, paymentState: 'partial' });
    // German date as typed in the office.
    const [y, m, d] = today().split('-');
    const rest = await manual({
      invoiceId: c.invoiceId,
      amount: 69_000,
      date: `${d}.${m}.${y}`,
      method: 'other_account',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().message).toContain('Die Rechnung ist bezahlt');
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 119_000, paymentState: 'paid', paidOn: today() });
    expect(await paymentsOf(c.invoiceId)).toMatchObject([
      { amountCents: 50_000, methodLabel: 'Bar', note: 'Quittung 17', undoneOn: null },
      { amountCents: 69_000, methodLabel: 'Anderes Konto', note: null, undoneOn: null },
    ]);
  });

  it('refuses what is not meant as a payment, in German, and books nothing', async () => {
    const c = await w.invoicedClient('CP-5002-FALSCH');
    const base = { invoiceId: c.invoiceId, amount: 10_000, date: today(), method: 'cash', note: null };
    const refused = async (body: Record<string, unknown>, status: number, message: string) => {
      const res = await manual({ ...base, ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    };
    await refused({ amount: '1.234,56' }, 400, 'Betrag in Cent');
    await refused({ amount: 0 }, 400, 'Betrag in Cent');
    await refused({ amount: 99.9 }, 400, 'Betrag in Cent');
    await refused({ date: '31.02.2026' }, 400, 'Zahlungsdatum');
    await refused({ date: berlinDateOf(new Date(w.portal.clock.now.getTime() + DAY)) }, 400, 'in der Zukunft');
    // Before the invoice (01.01.1900 was booked into a DATEV month long exported): a German 400.
    await refused({ date: '01.01.1900' }, 400, 'vor dem Rechnungsdatum');
    await refused({ method: 'scheck' }, 400, 'Zahlungsart');
    await refused({ method: 'offsetting' }, 400, 'womit verrechnet');
    await refused({ invoiceId: '00000000-0000-4000-8000-000000000000' }, 404, 'Rechnung nicht gefunden');
    expect((await invoice(c.invoiceId)).paidCents).toBe(0);
    // 20 Mio. € typed twice: the second is refused in German (it overflowed the paid total: 500).
    expect((await manual({ ...base, amount: 2_000_000_000 })).statusCode).toBe(201);
    await refused({ amount: 1 }, 409, 'insgesamt höchstens 20.000.000,00');
    const [first] = (
      (await w.call('GET', `/api/invoices/${c.invoiceId}/payments`, w.admin)).json() as {
        payments: InvoicePaymentView[];
      }
    ).payments;
    expect((await undo(first!.id)).statusCode).toBe(200);
    // A cancelled invoice takes no payment.
    const credit = await w.call('POST', `/api/invoices/${c.invoiceId}/credit-note`, w.admin, { reason: 'Storno' });
    expect(credit.statusCode, credit.body).toBe(201);
    await refused({}, 409, 'storniert');
    // Only admins.
    expect((await w.call('POST', '/api/payments/manual', c.token, base)).statusCode).toBe(403);
  });

  it('is undone with a reason: the invoice is open again, once (DATEV: datev/take-backs.int.test.ts)', async () => {
    const c = await w.invoicedClient('CP-5003-UNDO');
    const booked = await manual({ invoiceId: c.invoiceId, amount: 119_000, date: today(), method: 'cash', note: null });
    const { paymentId } = booked.json() as { paymentId: string };
    expect((await invoice(c.invoiceId)).paymentState).toBe('paid');

    expect((await w.call('POST', `/api/payments/${paymentId}/undo`, w.admin, { reason: '  ' })).statusCode).toBe(400);
    const res = await undo(paymentId, 'Geld kam nie an');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentId, invoiceId: c.invoiceId });
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 0, paidOn: null, paymentState: 'open' });
    expect((await undo(paymentId)).statusCode).toBe(409);
    expect((await undo('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await paymentsOf(c.invoiceId)).toMatchObject([
      { id: paymentId, undoneOn: today(), undoKindLabel: 'Zahlung zurückgenommen', undoReason: 'Geld kam nie an' },
    ]);
  });
});

describe('undo of a payment a statement line booked', () => {
  it('the line is open again and is confirmed onto the right invoice', async () => {
    const wrong = await w.invoicedClient('CP-4711-MUSTER');
    const right = await w.invoicedClient('CP-5004-RICHTIG');
    const up = await w.upload('auszug.xml', readFileSync(new URL('./fixtures/camt053-credits.xml', import.meta.url)));
    expect(up.statusCode, up.body).toBe(200);
    const proposals = (await w.call('GET', '/api/payments/proposals', w.admin)).json() as PaymentProposals;
    const line = proposals.proposals.find((p) => p.invoice?.id === wrong.invoiceId)!;
    expect((await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {})).statusCode).toBe(200);
    expect((await invoice(wrong.invoiceId)).paymentState).toBe('paid');

    const res = await undo(line.id, 'Zahlung gehört zu einer anderen Rechnung');
    expect(res.statusCode, res.body).toBe(200);
    expect((await invoice(wrong.invoiceId)).paidCents).toBe(0);
    const after = (await w.call('GET', '/api/payments/proposals', w.admin)).json() as PaymentProposals;
    expect(after.unmatched.find((l) => l.id === line.id)).toMatchObject({ status: 'unmatched', invoice: null });

    const again = await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {
      invoiceId: right.invoiceId,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await invoice(right.invoiceId)).toMatchObject({ paidCents: 119_000, paymentState: 'paid' });
    expect((await invoice(wrong.invoiceId)).paidCents).toBe(0);
    expect((await paymentsOf(right.invoiceId))[0]).toMatchObject({ methodLabel: 'Kontoauszug', undoneOn: null });
  });
});

describe("'Zahlung erhalten' at activation", () => {
  it('books the open amount on the issued invoice, dated the activation day; it is never reminded', async () => {
    const c = await w.invoicedClient('CP-5005-AKTIV');
    const res = await w.activate(c);
    expect(res.statusCode, res.body).toBe(200);
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 119_000, paidOn: today(), paymentState: 'paid' });
    expect(await paymentsOf(c.invoiceId)).toMatchObject([
      { amountCents: 119_000, methodLabel: 'Bei Aktivierung bestätigt' },
    ]);
  });

  it('a draft (no billing address yet) is paid the moment it is issued', async () => {
    const c = await w.clientWithOffer({ paymentReference: 'CP-5006-ENTWURF' });
    expect(
      (await w.call('POST', '/api/packages/accept', c.token, { packageId: c.userPackageId })).statusCode,
    ).toBeLessThan(300);
    const [draft] = (await w.call('GET', `/api/invoices?clientId=${c.id}`, w.admin)).json().invoices as InvoiceView[];
    expect(draft).toMatchObject({ status: 'draft' });
    const activated = await w.activate(c);
    expect(activated.statusCode, activated.body).toBe(200);
    expect((await invoice(draft!.id)).paidCents).toBe(0);
    expect((await w.call('PUT', '/api/invoices/billing-address', c.token, clientAddress)).statusCode).toBe(200);
    expect(await invoice(draft!.id)).toMatchObject({ status: 'issued', paidCents: 119_000, paymentState: 'paid' });
  });
});

describe('dunning levels and open items', () => {
  it('Zahlungserinnerung, 1. and 2. Mahnung on their days; a business client is charged the flat fee', async () => {
    const c = await w.invoicedClient('CP-5007-MAHNUNG');
    const business = await w.invoicedClient('CP-5008-FIRMA', { company: 'Muster GmbH' });
    const dueOn = (await invoice(c.invoiceId)).dueOn!;
    const dun = (id: string) => w.call('POST', `/api/invoices/${id}/dunning`, w.admin);
    expect((await w.call('GET', '/api/invoices/open-items', c.token)).statusCode).toBe(403);
    expect((await w.call('POST', `/api/invoices/${c.invoiceId}/dunning`, c.token)).statusCode).toBe(403);
    const notDue = await dun(c.invoiceId);
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().message).toBe(
      'Eine Zahlungserinnerung geht nur für eine überfällige, nicht bezahlte Rechnung hinaus.',
    );

    // Default schedule 7/21/35 days after the due date; the clock moves in steps a session survives.
    const moveTo = async (day: string) => {
      while (today() < day) {
        w.portal.clock.advance(DAY);
        expect((await w.call('GET', '/api/settings/dunning', w.admin)).statusCode).toBe(200);
      }
    };
    await moveTo(berlinDateOf(new Date(Date.parse(`${dueOn}T12:00:00Z`) + DAY)));
    const early = await dun(c.invoiceId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Die Zahlungserinnerung ist erst ab dem \d\d\.\d\d\.\d{4} fällig\.$/);

    await moveTo(berlinDateOf(new Date(Date.parse(`${dueOn}T12:00:00Z`) + 7 * DAY)));
    const first = await dun(c.invoiceId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ level: 1, levelLabel: 'Zahlungserinnerung' });
    const reminder = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && m.subject?.startsWith('Zahlungserinnerung') === true,
    );
    expect(reminder.text).toContain('Offener Betrag: 1.190,00');
    expect((await dun(business.invoiceId)).statusCode).toBe(200);

    await moveTo(berlinDateOf(new Date(Date.parse(`${dueOn}T12:00:00Z`) + 21 * DAY)));
    const second = await dun(c.invoiceId);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      level: 2,
      levelLabel: '1. Mahnung',
      claim: { feeCents: 0, interestPoints: 5 },
    });
    const mahnung = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && m.subject?.startsWith('1. Mahnung') === true,
    );
    expect(mahnung.text).toContain('5 Prozentpunkte über dem Basiszinssatz');
    expect(mahnung.text).not.toContain('Verzugspauschale');
    const b2 = await dun(business.invoiceId);
    expect(b2.json()).toMatchObject({ level: 2, claim: { feeCents: 4_000, interestPoints: 9 } });
    const businessMail = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === business.email && m.subject?.startsWith('1. Mahnung') === true,
    );
    expect(businessMail.text).toContain('Verzugspauschale (§ 288 Abs. 5 BGB): 40,00');
    // Twice in a row: the next level is not due yet.
    expect((await dun(c.invoiceId)).statusCode).toBe(409);

    await moveTo(berlinDateOf(new Date(Date.parse(`${dueOn}T12:00:00Z`) + 35 * DAY)));
    expect((await dun(c.invoiceId)).json()).toMatchObject({ level: 3, levelLabel: '2. Mahnung' });
    const last = await dun(c.invoiceId);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Alle Mahnstufen wurden bereits versandt (2. Mahnung).');

    const mine = (await w.call('GET', `/api/invoices/open-items?clientId=${c.id}`, w.admin)).json() as OpenItems;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      invoiceId: c.invoiceId,
      openCents: 119_000,
      daysOverdue: 35,
      dunningLevel: 3,
      dunningLevelLabel: '2. Mahnung',
      nextLevel: null,
      business: false,
    });
    const all = (await w.call('GET', '/api/invoices/open-items', w.admin)).json() as OpenItems;
    expect(all.items.map((i) => i.invoiceId)).toEqual(expect.arrayContaining([c.invoiceId, business.invoiceId]));
    expect(all.totals.count).toBe(all.items.length);
    expect(all.items.find((i) => i.invoiceId === business.invoiceId)).toMatchObject({
      dunningLevel: 2,
      nextLevel: 3,
      claim: { feeCents: 4_000 },
    });
  });

  it('the firm sets the days; they must rise from level to level', async () => {
    const bad = await w.call('PUT', '/api/settings/dunning', w.admin, {
      reminderDays: 10,
      firstDunningDays: 5,
      secondDunningDays: 20,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('später kommen als die vorige');
    const text = await w.call('PUT', '/api/settings/dunning', w.admin, {
      reminderDays: '7',
      firstDunningDays: 21,
      secondDunningDays: 35,
    });
    expect(text.statusCode).toBe(400);
    const ok = await w.call('PUT', '/api/settings/dunning', w.admin, {
      reminderDays: 3,
      firstDunningDays: 17,
      secondDunningDays: 31,
    });
    expect(ok.json()).toEqual({ reminderDays: 3, firstDunningDays: 17, secondDunningDays: 31, saved: true });
  });
});

describe('replay', () => {
  it('rebuilds payments, undos, dunning levels and lines identically', async () => {
    const report = await replay(w.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
