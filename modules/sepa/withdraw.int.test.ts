import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { exampleFirm } from '../../server/testing/example-firm';
import { pain008Errors } from '../../server/testing/pain-xsd';
import { sepaMessages, type Collection, type PreNotification } from './contract';
import { CREDITOR_ID, sepaWorldForFile } from './testing/sepa-world';

// A debit taken out of a collection whose file is still in the office (paid by transfer meanwhile,
// cancelled, disputed): the file made afterwards lacks it and the invoice is free again; once the
// file is marked as handed to the bank, a withdrawal is refused (the bank recalls it).

const w = sepaWorldForFile();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const withdraw = (collectionId: string, body: Record<string, unknown>, token = w.admin) =>
  w.call('POST', `/api/sepa/collections/${collectionId}/withdraw`, token, body);
/** The first test's withdrawn debit: its client and collection, for the erasure. */
const withdrawnOf: { clientToken?: string; clientId?: string; collectionId?: string } = {};
const fileOf = (collectionId: string) => w.call('GET', `/api/sepa/collections/${collectionId}/xml`, w.admin);

describe('a debit withdrawn from a collection', () => {
  it('before the file went to the bank: the file lacks it, the invoice is free; afterwards refused in German', async () => {
    const saved = await w.call('PUT', '/api/settings/firm', w.admin, { ...exampleFirm, creditorId: CREDITOR_ID });
    expect(saved.statusCode, saved.body).toBe(200);
    const paid = await w.mandatedInvoice('Bezahlt Überweisung');
    const stays = await w.mandatedInvoice('Bleibt Drin');
    const collection = await w.collect();
    expect(collection.handedOverAt).toBeNull();
    expect(collection.items.map((i) => i.invoiceId).sort()).toEqual([paid.invoice.id, stays.invoice.id].sort());

    // Refused: no reason, a malformed invoice, an unknown collection, a client.
    const noReason = await withdraw(collection.id, { invoiceId: paid.invoice.id, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(sepaMessages.withdrawReason);
    expect((await withdraw(collection.id, { invoiceId: 'RE-1', reason: 'x' })).statusCode).toBe(400);
    const unknown = await withdraw(UNKNOWN, { invoiceId: paid.invoice.id, reason: 'Überwiesen' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(sepaMessages.collectionNotFound);
    expect(
      (await withdraw(collection.id, { invoiceId: paid.invoice.id, reason: 'x' }, paid.client.token)).statusCode,
    ).toBe(403);

    const out = await withdraw(collection.id, { invoiceId: paid.invoice.id, reason: 'Per Überweisung bezahlt' });
    expect(out.statusCode, out.body).toBe(200);
    const after = out.json() as Collection;
    expect(after.items.find((i) => i.invoiceId === paid.invoice.id)).toMatchObject({
      withdrawnReason: 'Per Überweisung bezahlt',
      returnReason: null,
    });
    expect(after.totalCents).toBe(119_000);
    Object.assign(withdrawnOf, {
      clientToken: paid.client.token,
      clientId: paid.client.id,
      collectionId: collection.id,
    });
    // Not twice.
    const twice = await withdraw(collection.id, { invoiceId: paid.invoice.id, reason: 'Nochmal' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(sepaMessages.notCollected);

    // The file made now lacks it and is still valid.
    const xml = await fileOf(collection.id);
    expect(xml.statusCode).toBe(200);
    expect(await pain008Errors(xml.body)).toEqual([]);
    expect(xml.body).not.toContain(`Rechnung ${paid.invoice.number}`);
    expect(xml.body).toContain(`Rechnung ${stays.invoice.number}`);
    expect(xml.body).toContain('<NbOfTxs>1</NbOfTxs>');

    // The client's screen: no longer submitted; the invoice may be collected again.
    const pre = (await w.call('GET', '/api/sepa/pre-notifications', paid.client.token)).json()
      .preNotifications as PreNotification[];
    expect(pre).toEqual([expect.objectContaining({ invoiceId: paid.invoice.id, submitted: false })]);
    const again = await w.collect();
    expect(again.items.map((i) => i.invoiceId)).toEqual([paid.invoice.id]);

    // Handed to the bank: marked once; then a withdrawal is refused and names the bank's recall.
    const handed = await w.call('POST', `/api/sepa/collections/${collection.id}/handed-over`, w.admin);
    expect(handed.statusCode, handed.body).toBe(200);
    const handedAt = (handed.json() as Collection).handedOverAt;
    expect(handedAt).not.toBeNull();
    const twiceHanded = await w.call('POST', `/api/sepa/collections/${collection.id}/handed-over`, w.admin);
    expect((twiceHanded.json() as Collection).handedOverAt).toBe(handedAt);
    expect((await w.call('POST', `/api/sepa/collections/${UNKNOWN}/handed-over`, w.admin)).statusCode).toBe(404);
    const late = await withdraw(collection.id, { invoiceId: stays.invoice.id, reason: 'Bestritten' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(sepaMessages.alreadyHandedOver);
    expect(late.json().message).toContain('zurückzurufen');

    // Every debit withdrawn: no file at all, a German 409.
    const last = await withdraw(again.id, { invoiceId: paid.invoice.id, reason: 'Storniert' });
    expect(last.statusCode, last.body).toBe(200);
    const empty = await fileOf(again.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(sepaMessages.emptyCollection);
  });

  it('the client’s erasure empties the office’s reason (it may name them); the withdrawal stays', async () => {
    expect((await w.call('DELETE', '/api/users/me', withdrawnOf.clientToken!)).statusCode).toBe(200);
    const collections = (await w.call('GET', '/api/sepa/collections', w.admin)).json().collections as Collection[];
    const debit = collections
      .find((c) => c.id === withdrawnOf.collectionId)!
      .items.find((i) => i.clientId === withdrawnOf.clientId)!;
    expect(debit.withdrawnReason).toBe('gelöscht');
    const { rows } = await sql<{ reason: unknown }>`
      SELECT data->'reason' AS reason FROM events WHERE type = 'CollectionDebitWithdrawn' AND data->>'clientId' = ${withdrawnOf.clientId}`.execute(
      w.portal.runtime.ctx.db,
    );
    // Both of the client's withdrawals ('Per Überweisung bezahlt', 'Storniert') are sealed in the log.
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toMatch(/Überweisung|Storniert/);
  });

  it('replay rebuilds the collections, their hand-over and withdrawals identically', async () => {
    const report = await replay(w.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
