import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exampleFirm } from '../../server/testing/example-firm';
import { recipientOf } from '../../server/testing/smtp-sink';
import { creditorIdMessages } from '../invoicing/contract';
import { sepaMessages, type Collection, type MandateAnswer, type PreNotification } from './contract';
import { pain008Errors } from '../../server/testing/pain-xsd';
import { CREDITOR_ID, debtorIban, sepaWorldForFile } from './testing/sepa-world';

const w = sepaWorldForFile();
const db = () => w.portal.runtime.ctx.db;
const grant = (token: string, body: Record<string, unknown> = { iban: debtorIban, accountHolder: 'Jürgen Müller' }) =>
  w.call('PUT', '/api/sepa/mandate', token, body);
const mandateOf = async (token: string, clientId?: string) =>
  (await w.call('GET', `/api/sepa/mandate${clientId ? `?clientId=${clientId}` : ''}`, token)).json() as MandateAnswer;
const collect = (dueUntil: string) => w.call('POST', '/api/sepa/collections', w.admin, { dueUntil });
const FAR = '2099-12-31';

describe('SEPA direct debit', () => {
  it('a mandate needs the firm’s creditor id; a wrong one is refused naming the problem, nothing saved', async () => {
    const c = await w.client();
    const refused = await grant(c.token);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(sepaMessages.creditorIdMissing);
    expect(await mandateOf(c.token)).toEqual({ mandate: null, creditor: null, text: null });

    const wrong = await w.call('PUT', '/api/settings/firm', w.admin, {
      ...exampleFirm,
      creditorId: 'DE97ZZZ09999999999',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(creditorIdMessages.checkDigits);
    expect((await w.call('GET', '/api/settings/firm', w.admin)).json().data.creditorId).toBeUndefined();

    const saved = await w.call('PUT', '/api/settings/firm', w.admin, {
      ...exampleFirm,
      creditorId: 'de98 zzz 0999 9999 999',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.creditorId).toBe(CREDITOR_ID);
  });

  it('the client grants with the text shown, sees and revokes it; the admin reads it; nobody else grants', async () => {
    const c = await w.client();
    const before = await mandateOf(c.token);
    expect(before.mandate).toBeNull();
    expect(before.text).toContain(
      'Ich ermächtige Beispiel Coaching GmbH, Zahlungen von meinem Konto mittels Lastschrift',
    );

    const badIban = await grant(c.token, { iban: 'DE02 1203 0000 0000 2020 52', accountHolder: 'Jürgen Müller' });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().message).toBe(sepaMessages.ibanInvalid);
    const noHolder = await grant(c.token, { iban: debtorIban, accountHolder: '  ' });
    expect(noHolder.statusCode).toBe(400);
    expect(noHolder.json().message).toBe(sepaMessages.holderMissing);
    expect((await mandateOf(c.token)).mandate).toBeNull();

    const granted = await grant(c.token, { iban: 'de02120300000000202051', accountHolder: 'Jürgen Müller' });
    expect(granted.statusCode, granted.body).toBe(200);
    const mandate = (granted.json() as MandateAnswer).mandate!;
    expect(mandate).toMatchObject({
      iban: debtorIban,
      accountHolder: 'Jürgen Müller',
      creditorId: CREDITOR_ID,
      creditorName: 'Beispiel Coaching GmbH',
      text: before.text,
    });
    expect(mandate.reference).toMatch(/^M[0-9A-F]{32}$/);
    // Again with the same account: the same mandate.
    expect((await grant(c.token)).json().mandate.reference).toBe(mandate.reference);

    expect((await mandateOf(w.admin, c.id)).mandate?.reference).toBe(mandate.reference);
    expect(
      (await w.call('PUT', '/api/sepa/mandate', w.admin, { iban: debtorIban, accountHolder: 'X' })).statusCode,
    ).toBe(403);
    expect((await w.call('GET', `/api/sepa/mandate?clientId=${c.id}`, w.partner.token)).statusCode).toBe(403);
    const other = await w.client();
    expect((await mandateOf(other.token)).mandate).toBeNull();

    // The IBAN and holder are sealed in the log; the reference and the text are not.
    const row = await sql<{ data: string }>`
      SELECT data::text FROM events WHERE type = 'MandateGranted' AND stream_id = ${`sepa-mandate-${c.id}`}`.execute(
      db(),
    );
    expect(row.rows).toHaveLength(1);
    expect(row.rows[0]!.data).not.toContain('2020 51');
    expect(row.rows[0]!.data).not.toContain('Müller');
    expect(row.rows[0]!.data).toContain(mandate.reference);

    expect((await w.call('DELETE', '/api/sepa/mandate', c.token)).statusCode).toBe(200);
    expect((await mandateOf(c.token)).mandate).toBeNull();
    const again = await w.call('DELETE', '/api/sepa/mandate', c.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(sepaMessages.noMandate);
  });

  it('an invoice of a client with a mandate is pre-notified, collected once into a valid pain.008, and a return frees it', async () => {
    const c = await w.client();
    expect((await grant(c.token)).statusCode).toBe(200);
    const invoice = await w.accept(c);

    // The pre-notification: in its mail and on the client's screen.
    const mail = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Vorabankündigung'),
    );
    expect(mail.text).toContain('Betrag: 1.190,00');
    expect(mail.text).toContain(`Gläubiger-ID: ${CREDITOR_ID}`);
    expect(mail.text).not.toContain('0000 2020');
    const pre = (await w.call('GET', '/api/sepa/pre-notifications', c.token)).json()
      .preNotifications as PreNotification[];
    expect(pre).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        amountCents: 119_000,
        creditorId: CREDITOR_ID,
        submitted: false,
      }),
    ]);
    expect(pre[0]!.collectionDate >= invoice.dueOn!).toBe(true);

    const bad = await collect('31.12.2099');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(sepaMessages.dueUntilInvalid);
    expect((await collect('2000-01-01')).statusCode).toBe(409);

    const created = await collect(FAR);
    expect(created.statusCode, created.body).toBe(201);
    const collection = created.json() as Collection;
    const mine = collection.items.filter((i) => i.invoiceId === invoice.id);
    expect(mine).toEqual([expect.objectContaining({ amountCents: 119_000, clientName: c.name, returnReason: null })]);

    // Not collected twice, even by two admins at once.
    const [a, b] = await Promise.all([collect(FAR), collect(FAR)]);
    expect([a.statusCode, b.statusCode]).toEqual([409, 409]);
    expect(a.json().message).toBe(sepaMessages.nothingToCollect);
    expect((await w.call('GET', '/api/sepa/pre-notifications', c.token)).json().preNotifications[0].submitted).toBe(
      true,
    );

    const xml = await w.call('GET', `/api/sepa/collections/${collection.id}/xml`, w.admin);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(await pain008Errors(xml.body)).toEqual([]);
    expect(xml.body).toContain('<IBAN>DE02120300000000202051</IBAN>');
    expect(xml.body).toContain('<Nm>Juergen Mueller</Nm>');
    expect(xml.body).toContain(`<Id>${CREDITOR_ID}</Id>`);
    expect(xml.body).toContain('<SeqTp>RCUR</SeqTp>');
    expect(xml.body).toContain('<InstdAmt Ccy="EUR">1190.00</InstdAmt>');
    // The client's and a stranger's side: no collections, no file.
    expect((await w.call('GET', `/api/sepa/collections/${collection.id}/xml`, c.token)).statusCode).toBe(403);
    expect(
      (await w.call('GET', '/api/sepa/collections/00000000-0000-4000-8000-000000000000/xml', w.admin)).statusCode,
    ).toBe(404);

    // The bank returned the debit: the reason is kept, the invoice may be collected again.
    const returned = await w.call('POST', '/api/sepa/returns', w.admin, { invoiceId: invoice.id, reason: 'MD06' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(
      (await w.call('POST', '/api/sepa/returns', w.admin, { invoiceId: invoice.id, reason: 'MD06' })).statusCode,
    ).toBe(409);
    const list = (await w.call('GET', '/api/sepa/collections', w.admin)).json().collections as Collection[];
    expect(list.find((l) => l.id === collection.id)?.items.find((i) => i.invoiceId === invoice.id)?.returnReason).toBe(
      'MD06',
    );
    const recollected = await collect(FAR);
    expect(recollected.statusCode).toBe(201);
    expect((recollected.json() as Collection).items.map((i) => i.invoiceId)).toContain(invoice.id);
  });

  it('a revoked mandate is not used; an erased client’s account leaves the mandates, and their debit the collection', async () => {
    const revoked = await w.client();
    expect((await grant(revoked.token)).statusCode).toBe(200);
    expect((await w.call('DELETE', '/api/sepa/mandate', revoked.token)).statusCode).toBe(200);
    const notCollected = await w.accept(revoked);

    const erased = await w.client();
    expect((await grant(erased.token)).statusCode).toBe(200);
    const erasedInvoice = await w.accept(erased);
    const created = await collect(FAR);
    expect(created.statusCode, created.body).toBe(201);
    const ids = (created.json() as Collection).items.map((i) => i.invoiceId);
    expect(ids).toContain(erasedInvoice.id);
    expect(ids).not.toContain(notCollected.id);

    expect((await w.call('DELETE', '/api/users/me', erased.token)).statusCode).toBe(200);
    const rows = await sql<{ iban: string | null; account_holder: string | null }>`
      SELECT iban, account_holder FROM sepa_mandates WHERE client_id = ${erased.id}`.execute(db());
    expect(rows.rows).toEqual([{ iban: null, account_holder: null }]);
    const file = await w.call('GET', `/api/sepa/collections/${(created.json() as Collection).id}/xml`, w.admin);
    // Their debit left the collection with the erasure (erased-client.int.test.ts), so no file is left.
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe(sepaMessages.emptyCollection);
  });
});
