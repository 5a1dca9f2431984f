import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../server/http/multipart-body';
import type { StatementImport } from './contract';
import { paymentsWorldForFile } from './testing/payments-world';

// Statement imports in a job (issue 31 item 1), through the real routes, pg-boss and PostgreSQL:
// a 10,000-line file imports with progress and books its matches; a bad line refuses the whole
// file naming it; the file waits in the FileStore (never in pg-boss's table) and goes afterwards.

const w = paymentsWorldForFile();
const HEADER =
  'Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung';
const row = (purpose: string, amount: string, payer = 'Gerda Gönnerin') =>
  `13.03.2026;13.03.2026;${payer};DE02120300000000202051;${purpose};${amount};EUR`;
const startImport = (csv: string, token = w.admin) =>
  w.portal.call('POST', '/api/payments/statement-imports', {
    token,
    ...multipartBody({ name: 'umsaetze.csv', bytes: Buffer.from(csv), type: 'text/csv' }),
  });
const importOf = async (id: string) =>
  (await w.call('GET', `/api/payments/statement-imports/${id}`, w.admin)).json() as StatementImport;

/** Polls the import until it ends; answers it and the progress texts seen on the way. */
async function finished(id: string): Promise<{ last: StatementImport; seen: string[] }> {
  const seen: string[] = [];
  for (let i = 0; i < 1200; i++) {
    const now = await importOf(id);
    seen.push(now.progress);
    if (now.status === 'done' || now.status === 'refused') return { last: now, seen };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('Import nicht fertig geworden');
}

describe('a statement imported by the job', () => {
  it('10,000 lines: answered at once with the import, progress while it runs, its matches booked', async () => {
    const a = await w.invoicedClient('CP-9001-ALPHA');
    const b = await w.invoicedClient('CP-9002-BETA');
    const lines = Array.from({ length: 10_000 }, (_, i) => {
      if (i === 1_234) return row(`Rechnung ${a.invoiceNumber}`, '1.190,00', 'Zahlerin Alpha');
      if (i === 8_765) return row(`Rechnung ${b.invoiceNumber}`, '1.190,00', 'Zahlerin Beta');
      return row(`Spende Nr. ${i}`, `${(i % 500) + 1},${String(i % 100).padStart(2, '0')}`);
    });
    const res = await startImport([HEADER, ...lines].join('\r\n'));
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json() as StatementImport;
    expect(['queued', 'running']).toContain(started.status);

    // pg-boss's table holds the import's id, not the payers: those wait sealed away in the FileStore.
    const jobs = await sql<{
      data: unknown;
    }>`SELECT data FROM pgboss.job WHERE name = 'payments-statement-import'`.execute(w.portal.runtime.ctx.db);
    expect(JSON.stringify(jobs.rows)).toContain(started.id);
    expect(JSON.stringify(jobs.rows)).not.toMatch(/Gönnerin|Zahlerin|DE02120300000000202051/);

    const { last, seen } = await finished(started.id);
    expect(last.status).toBe('done');
    expect(last.progress).toBe('10000 Gutschrift(en) gelesen, 10000 neu, davon 2 einer Rechnung zugeordnet.');
    expect(last.result).toMatchObject({ format: 'csv', credits: 10_000, imported: 10_000, proposed: 2 });
    expect(last).toMatchObject({ totalLines: 10_000, doneLines: 10_000 });
    // Somewhere on the way: '…von 10.000 Zeilen'.
    expect(seen.some((s) => / von 10\.000 Zeilen$/.test(s))).toBe(true);
    const blobs = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM file_blobs WHERE file_id = ${started.id}`.execute(w.portal.runtime.ctx.db);
    expect(blobs.rows[0]!.n).toBe(0);

    // Its matches: proposed, confirmed, the invoices paid.
    const proposals = (await w.call('GET', '/api/payments/proposals', w.admin)).json().proposals as {
      id: string;
      invoice: { id: string } | null;
    }[];
    for (const c of [a, b]) {
      const line = proposals.find((p) => p.invoice?.id === c.invoiceId)!;
      expect((await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {})).statusCode).toBe(200);
      const invoice = (await w.call('GET', `/api/invoices/${c.invoiceId}`, w.admin)).json();
      expect(invoice).toMatchObject({ paidCents: 119_000, paymentState: 'paid' });
    }
  }, 300_000);

  it('a line it cannot read refuses the whole file, naming the line; nothing is imported', async () => {
    const before = (await w.call('GET', '/api/payments/proposals', w.admin)).json().paging;
    const csv = [HEADER, row('Spende A', '10,00'), row('Spende B', '99.90'), row('Spende C', '12,00')].join('\r\n');
    const res = await startImport(csv);
    expect(res.statusCode, res.body).toBe(201);
    const { last } = await finished((res.json() as StatementImport).id);
    expect(last.status).toBe('refused');
    expect(last.result).toBeNull();
    expect(last.message).toContain('99.90');
    expect(last.message).toMatch(/Zeile 3/);
    expect(last.progress).toBe(last.message);
    expect((await w.call('GET', '/api/payments/proposals', w.admin)).json().paging).toEqual(before);
  }, 120_000);

  it('no file: a German 400; an unknown import: 404; a client: 403', async () => {
    const none = await w.call('POST', '/api/payments/statement-imports', w.admin, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Bitte wählen Sie eine Datei mit dem Kontoauszug aus.');
    const unknown = await w.call(
      'GET',
      '/api/payments/statement-imports/00000000-0000-4000-8000-000000000000',
      w.admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Diesen Import gibt es nicht.');
    const client = await w.clientWithOffer();
    expect((await startImport(`${HEADER}\r\n${row('x', '1,00')}`, client.token)).statusCode).toBe(403);
  });
});
