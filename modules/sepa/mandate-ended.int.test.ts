import { describe, expect, it } from 'vitest';
import { exampleFirm } from '../../server/testing/example-firm';
import { recipientOf } from '../../server/testing/smtp-sink';
import type { InvoiceView } from '../invoicing/contract';
import type { MandateAnswer, PreNotification } from './contract';
import { CREDITOR_ID, sepaWorldForFile } from './testing/sepa-world';

// A review: a debit whose mandate was revoked after the collection was made stayed in its file.
// Debiting on a revoked mandate is not allowed: while the file is in the office the debit leaves it
// (README 'A mandate ended'); once at the bank the office's list asks for the bank's recall.

const w = sepaWorldForFile();
const otherIban = 'DE89 3704 0044 0532 0130 00';
describe('a mandate ended while its debit waits in a collection', () => {
  it('revoked before the hand-over: the debit leaves the file, the invoice is open for a transfer', async () => {
    const saved = await w.call('PUT', '/api/settings/firm', w.admin, { ...exampleFirm, creditorId: CREDITOR_ID });
    expect(saved.statusCode, saved.body).toBe(200);
    const revokes = await w.mandatedInvoice('Widerruft Bald');
    const stays = await w.mandatedInvoice('Bleibt Dabei');
    const collection = await w.collect();
    expect(collection.items).toHaveLength(2);

    expect((await w.call('DELETE', '/api/sepa/mandate', revokes.client.token)).statusCode).toBe(200);

    const after = await w.collectionOf(collection.id);
    expect(after.items.find((i) => i.invoiceId === revokes.invoice.id)).toMatchObject({
      withdrawnReason: 'Mandat widerrufen',
      recallNeeded: false,
    });
    expect(after.totalCents).toBe(119_000);
    const xml = await w.call('GET', `/api/sepa/collections/${collection.id}/xml`, w.admin);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).not.toContain(`Rechnung ${revokes.invoice.number}`);
    expect(xml.body).toContain(`Rechnung ${stays.invoice.number}`);
    // Open, to be paid by transfer: no debit announced, none pending.
    const invoice = (await w.call('GET', `/api/invoices/${revokes.invoice.id}`, w.admin)).json() as InvoiceView;
    expect(invoice.status).toBe('issued');
    expect((await w.call('GET', '/api/sepa/pre-notifications', revokes.client.token)).json().preNotifications).toEqual(
      [],
    );
  });

  it('replaced by another account: the debit leaves the file and is pre-notified again under the new mandate', async () => {
    const moves = await w.mandatedInvoice('Wechselt Konto');
    const collection = await w.collect();
    expect(collection.items.map((i) => i.invoiceId)).toEqual([moves.invoice.id]);
    const replaced = await w.call('PUT', '/api/sepa/mandate', moves.client.token, {
      iban: otherIban,
      accountHolder: 'Wechselt Konto',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { mandate } = replaced.json() as MandateAnswer;

    const after = await w.collectionOf(collection.id);
    expect(after.items[0]).toMatchObject({ withdrawnReason: 'Mandat ersetzt (neues Konto)', recallNeeded: false });
    const [pre] = (await w.call('GET', '/api/sepa/pre-notifications', moves.client.token)).json()
      .preNotifications as PreNotification[];
    expect(pre).toMatchObject({ invoiceId: moves.invoice.id, submitted: false, mandateReference: mandate!.reference });
    await w.portal.smtp.waitFor(
      (m) =>
        recipientOf(m) === moves.client.email &&
        (m.subject ?? '').startsWith('Vorabankündigung') &&
        (m.text ?? '').includes(mandate!.reference),
    );
    // The next collection debits it on the new mandate.
    const again = await w.collect();
    expect(again.items).toEqual([
      expect.objectContaining({ invoiceId: moves.invoice.id, mandateReference: mandate!.reference }),
    ]);
  });

  it('revoked after the hand-over: the debit stays in the file, the office is asked to have the bank recall it', async () => {
    const late = await w.mandatedInvoice('Widerruft Spaet');
    const collection = await w.collect();
    expect((await w.call('POST', `/api/sepa/collections/${collection.id}/handed-over`, w.admin)).statusCode).toBe(200);
    expect((await w.call('DELETE', '/api/sepa/mandate', late.client.token)).statusCode).toBe(200);
    const after = await w.collectionOf(collection.id);
    expect(after.items.find((i) => i.invoiceId === late.invoice.id)).toMatchObject({
      withdrawnReason: null,
      recallNeeded: true,
    });
  });
});
