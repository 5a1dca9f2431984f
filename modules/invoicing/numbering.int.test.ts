import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import type { InvoiceView } from './contract';
import { firmBody, invoiceWorldForFile } from './testing/invoice-world';

const w = invoiceWorldForFile();
const RACERS = 30;

describe('gapless numbers under racing acceptances', () => {
  it(`${RACERS} clients accept at once: the numbers are exactly 1..${RACERS} of the year, none twice, none skipped`, async () => {
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);
    const clients = [];
    for (let i = 0; i < RACERS; i++) {
      const c = await w.clientWithOffer();
      await w.setAddress(c);
      clients.push(c);
    }
    await Promise.all(clients.map((c) => w.accept(c)));

    const rows = (await w.call('GET', '/api/invoices', w.admin)).json().invoices as { id: string }[];
    // The list's order, each invoice read whole from its own route (the rows carry no document).
    const all = await Promise.all(
      rows.map(async (r) => (await w.call('GET', `/api/invoices/${r.id}`, w.admin)).json() as InvoiceView),
    );
    expect(all).toHaveLength(RACERS);
    expect(all.every((i) => i.status === 'issued' && i.kind === 'invoice')).toBe(true);
    const year = all[0]!.document!.year;
    const sequences = all.map((i) => i.document!.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: RACERS }, (_, k) => k + 1));
    expect(new Set(all.map((i) => i.number)).size).toBe(RACERS);
    expect(all.every((i) => i.number === `${year}-${String(i.document!.sequence).padStart(4, '0')}`)).toBe(true);
    // All made in the same instant of the test clock: the list, newest first, is by number.
    expect(all.map((i) => i.document!.sequence)).toEqual(Array.from({ length: RACERS }, (_, k) => RACERS - k));
    // One invoice per client, the right one.
    expect(new Set(all.map((i) => i.clientId))).toEqual(new Set(clients.map((c) => c.id)));

    // The year's counter stream: its version is the last number given.
    const db = w.portal.runtime.ctx.db;
    const counter = await db
      .selectFrom('events')
      .where('stream_id', '=', `invoicing-sequence-${year}`)
      .select((eb) => eb.fn.max('version').as('v'))
      .executeTakeFirstOrThrow();
    expect(Number(counter.v)).toBe(RACERS);

    expect((await replay(w.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
