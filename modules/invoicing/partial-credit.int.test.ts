import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { berlinMonthOf } from '../../lib/german/time';
import type { InvoiceView, OpenItems } from './contract';
import { firmBody, invoiceWorldForFile } from './testing';
import { exampleDatevSettings } from '../../server/testing/example-firm';
import { readBack } from './datev/testing/read-back';

// Partial credit notes through the routes (issue 31, item 6), on the real PostgreSQL: unused hours
// credited at the invoice's hourly price, the original owes the rest (list, open items, payments),
// German refusals that change nothing, DATEV under the original's number, a later cancellation.

const w = invoiceWorldForFile();
const credit = (id: string, body: unknown, token = w.admin) =>
  w.call('POST', `/api/invoices/${id}/partial-credit`, token, body);
const invoice = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json() as InvoiceView;
const state: { open?: InvoiceView; client?: { id: string; token: string }; creditNoteId?: string } = {};

describe('a partial credit note of an open invoice', () => {
  it('credits 3 unused hours of 15 at the invoice’s hourly price, under its own number, naming the original', async () => {
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);
    const c = await w.clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    const [open] = await w.invoicesOf(c.id);
    state.open = open;
    state.client = c;

    const res = await credit(open!.id, { hours: 3, reason: 'Paket gekündigt, 3 Stunden nicht genutzt' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as { creditNoteId: string; number: string; creditedCents: number; message: string };
    expect(answer.creditedCents).toBe(23_800);
    expect(answer.message).toBe(`Rechnungskorrektur ${answer.number} über 238,00\u00a0€ erstellt.`);
    state.creditNoteId = answer.creditNoteId;

    const note = await invoice(answer.creditNoteId);
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      grossCents: -23_800,
      correctsInvoiceId: open!.id,
    });
    expect(note.document!.corrects).toEqual({
      invoiceId: open!.id,
      number: open!.number,
      issuedOn: open!.issuedOn,
      reason: 'Paket gekündigt, 3 Stunden nicht genutzt',
      partial: { hours: 3 },
    });
    expect(note.document!.amounts).toMatchObject({ netCents: -20_000, vatCents: -3_800, grossCents: -23_800 });
    expect(Number(note.number!.slice(5))).toBe(Number(open!.number!.slice(5)) + 1);
    const pdf = await w.call('GET', `/api/invoices/${answer.creditNoteId}/pdf`, c.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('Rechnungskorrektur');
  });

  it('the original stays issued and owes the rest: list, open items and a payment of the rest', async () => {
    const open = await invoice(state.open!.id);
    expect(open).toMatchObject({ status: 'issued', grossCents: 119_000, creditedCents: 23_800, paymentState: 'open' });
    const items = (
      await w.call('GET', `/api/invoices/open-items?clientId=${state.client!.id}`, w.admin)
    ).json() as OpenItems;
    expect(items.items.map((i) => [i.invoiceId, i.openCents])).toEqual([[open.id, 95_200]]);

    const paid = await w.call('POST', '/api/payments/manual', w.admin, {
      invoiceId: open.id,
      amount: 95_200,
      date: open.issuedOn,
      method: 'other_account',
      note: null,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().invoicePaid).toBe(true);
    expect(await invoice(open.id)).toMatchObject({ paidCents: 95_200, paymentState: 'paid' });
    const none = (
      await w.call('GET', `/api/invoices/open-items?clientId=${state.client!.id}`, w.admin)
    ).json() as OpenItems;
    expect(none.items).toEqual([]);
  });

  it('refuses bad input with German 400s and what the invoice does not allow with 409s; nothing is numbered', async () => {
    const id = state.open!.id;
    const before = (await w.call('GET', '/api/invoices?limit=200', w.admin)).json().total as number;
    const refused = async (body: unknown, status: number, message: string, url = id) => {
      const res = await credit(url, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await refused(
      { hours: '2,5', reason: 'x' },
      400,
      'Bitte geben Sie die Stunden als Zahl größer als 0 an (höchstens zwei Nachkommastellen, z. B. 2.5).',
    );
    await refused(
      { amount: '1.234,56', reason: 'x' },
      400,
      'Bitte geben Sie den Betrag in Cent als ganze Zahl größer als 0 an (z. B. 23800 für 238,00 €).',
    );
    await refused(
      { hours: 1, amount: 100, reason: 'x' },
      400,
      'Bitte geben Sie entweder Stunden oder einen Betrag an, nicht beides.',
    );
    await refused({ reason: 'x' }, 400, 'Bitte geben Sie entweder Stunden oder einen Betrag an, nicht beides.');
    await refused({ hours: 1, reason: '  ' }, 400, 'Bitte geben Sie einen Grund an.');
    await refused(
      { hours: 12.5, reason: 'Zu viel' },
      409,
      'Es können höchstens 12 Stunden gutgeschrieben werden (noch nicht gutgeschriebene Stunden der Rechnung).',
    );
    await refused(
      { amount: 95_200, reason: 'Alles' },
      409,
      'Das ist der ganze noch nicht gutgeschriebene Rechnungsbetrag (952,00\u00a0€): bitte stornieren Sie die Rechnung.',
    );
    await refused(
      { hours: 1, reason: 'Gutschrift' },
      409,
      'Eine Stornorechnung kann nicht storniert werden.',
      state.creditNoteId,
    );
    await refused({ hours: 1, reason: 'x' }, 404, 'Rechnung nicht gefunden.', '00000000-0000-4000-8000-000000000000');
    expect((await credit(id, { hours: 1, reason: 'Ich' }, state.client!.token)).statusCode).toBe(403);
    expect((await w.call('GET', '/api/invoices?limit=200', w.admin)).json().total).toBe(before);
    expect((await invoice(id)).creditedCents).toBe(23_800);
  });

  it('a cancellation afterwards credits only the rest', async () => {
    const res = await w.call('POST', `/api/invoices/${state.open!.id}/credit-note`, w.admin, { reason: 'Storno' });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as InvoiceView).document!.amounts).toMatchObject({
      netCents: -80_000,
      vatCents: -15_200,
      grossCents: -95_200,
    });
  });
});

describe('DATEV', () => {
  it('books a partial credit note of an ordinary invoice on Haben under the original’s number (Belegfeld 1)', async () => {
    expect((await w.call('PUT', '/api/settings/datev', w.admin, exampleDatevSettings)).statusCode).toBe(200);
    expect(
      (await w.call('PUT', '/api/settings/firm', w.admin, { ...firmBody, invoiceAt: 'activation' })).statusCode,
    ).toBe(200);
    const c = await w.clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    const activated = await w.activate(c);
    expect(activated.statusCode, activated.body).toBe(200);
    const [original] = await w.invoicesOf(c.id);
    expect(original).toMatchObject({ kind: 'invoice', paymentState: 'paid' });

    const res = await credit(original!.id, { amount: 11_900, reason: 'Kulanz' });
    expect(res.statusCode, res.body).toBe(201);
    // Paid in full before: now more was paid than is owed (a refund is due).
    expect((await invoice(original!.id)).paymentState).toBe('overpaid');

    const month = berlinMonthOf(w.portal.clock.now);
    const file = readBack((await w.call('GET', `/api/invoices/export/datev?month=${month}`, w.admin)).rawPayload);
    const rows = file.rows.filter((r) => r[10] === original!.number && r[6] === '10000');
    expect(rows.map((r) => [r[0], r[1], r[7]])).toEqual([
      ['1190,00', 'S', '8400'],
      ['119,00', 'H', '8400'],
    ]);
    // The Buchungstext names it a correction, not a cancellation, with both numbers.
    expect(rows[1]![13]).toContain(
      `Rechnungskorrektur ${(res.json() as { number: string }).number} zu ${original!.number}`,
    );
  });

  it('replay rebuilds the same tables', async () => {
    const report = await replay(w.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
