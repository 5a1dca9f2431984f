import { request } from 'node:http';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { berlinToday } from '../lib/german/time';
import { demoFirm } from '../server/seed/demo-accounts';
import { addClient, api, type Firm } from './fixtures';
import { fmt, quantile, type BenchResult, type Mode } from './report';
import type { BenchPortal } from './setup';

// Issue 18 at size L: the admin's invoice list (first pages, filtered by payment and month) and the year's totals
// per month, with years of invoices in the table. Target p95 under 50 ms (one request at a time, as
// the screen asks), and the page's bytes on the wire; the baseline is the `SELECT 1` route.

const BUDGET_MS = 50;
const BASELINE_ROUTE = '/api/bench/select-1';

/** Milliseconds and bytes of `n` sequential GETs (after 5 warm-up calls). */
async function sample(portal: BenchPortal, path: string, token: string | null, n: number) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(portal.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${path} -> ${res.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < 5; i++) await once();
  const out: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < n; i++) out.push(await once());
  return { ms: out.map((o) => o.ms), bytes: out[0]!.bytes };
}

/** The answer's bytes as sent when the browser asks for brotli (node's fetch would decompress them). */
function brotliBytes(portal: BenchPortal, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(portal.baseUrl + path, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The first page as it was before issue 36 item 5 (each row with its whole document, read from the
 * invoice's own route), its bytes uncompressed and brotli'd as the server does (quality 4).
 */
async function pageWithDocuments(portal: BenchPortal, path: string, token: string) {
  const get = async (url: string) =>
    (await fetch(portal.baseUrl + url, { headers: { authorization: `Bearer ${token}` } })).json();
  const page = (await get(path)) as { invoices: { id: string }[]; total: number };
  const invoices = [];
  for (const row of page.invoices) {
    const { totalHours: _h, advance: _a, corrects: _c, ...rest } = row as Record<string, unknown>;
    invoices.push({ ...rest, document: ((await get(`/api/invoices/${row.id}`)) as { document: unknown }).document });
  }
  const json = Buffer.from(JSON.stringify({ invoices, total: page.total }));
  const br = brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  return { bytes: json.length, br: br.length };
}

/** `count` invoices: packages activated at once for a few clients with a billing address, four at a time. */
async function invoices(portal: BenchPortal, firm: Firm, count: number): Promise<void> {
  await api(portal, 'PUT', '/api/settings/firm', { token: firm.admin.token, body: demoFirm });
  const clients: Awaited<ReturnType<typeof addClient>>[] = [];
  for (let i = 0; i < 20; i++) {
    const c = await addClient(portal, firm, 10);
    const address = { street: `Friedrichstraße ${i + 1}`, postalCode: '10117', city: 'Berlin', country: 'DE' };
    await api(portal, 'PUT', '/api/invoices/billing-address', { token: c.token, body: address });
    clients.push(c);
  }
  let next = clients.length; // addClient's packages are invoiced too
  const worker = async () => {
    while (next < count) {
      const client = clients[next++ % clients.length]!;
      await api(portal, 'POST', '/api/packages/create-and-assign', {
        token: firm.admin.token,
        body: {
          clientId: client.id,
          packageName: 'Coaching',
          customPrice: 1190 + (next % 7) * 100,
          activateImmediately: true,
          paymentConfirmed: true,
          partnerHours: [{ partnerId: firm.partners[0]!.id, hours: 10 }],
        },
      });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

export async function benchInvoices(portal: BenchPortal, firm: Firm, mode: Mode): Promise<BenchResult[]> {
  const count = mode === 'full' ? 3000 : 150;
  await invoices(portal, firm, count);
  const n = mode === 'full' ? 200 : 30;
  const base = await sample(portal, BASELINE_ROUTE, null, n);
  const today = berlinToday();
  const year = today.year;
  const month = today.toString().slice(0, 7);
  const pages = [
    // The packages are activated at once, so their invoices are paid (the activation confirms it).
    { name: 'the admin’s invoices, first page', path: '/api/invoices?limit=50' },
    {
      name: 'the admin’s paid invoices of the month, first page',
      path: `/api/invoices?payment=paid&month=${month}&limit=50`,
    },
    { name: 'the admin’s totals per month', path: `/api/invoices/summary?year=${year}` },
  ];
  const results: BenchResult[] = [];
  for (const page of pages) {
    const s = await sample(portal, page.path, firm.admin.token, n);
    const br = await brotliBytes(portal, page.path, firm.admin.token);
    const old = page.path.includes('summary') ? null : await pageWithDocuments(portal, page.path, firm.admin.token);
    const p95 = quantile(s.ms, 0.95);
    results.push({
      name: `GET ${page.path.split('?')[0]}: ${page.name}`,
      ratio: p95 / quantile(base.ms, 0.95),
      baseline: 'p95 of the SELECT 1 route, sequential',
      target: `p95 < ${BUDGET_MS} ms`,
      met: p95 < BUDGET_MS,
      details: [
        `${fmt(count)} invoices in the table; ${fmt(s.bytes)} bytes uncompressed, ${fmt(br)} as sent with br` +
          (old ? ` (with the documents, as before: ${fmt(old.bytes)} and ${fmt(old.br)} with br)` : ''),
        `p50 ${fmt(quantile(s.ms, 0.5), 1)} ms, p95 ${fmt(p95, 1)} ms; baseline p50 ${fmt(quantile(base.ms, 0.5), 1)} ms, p95 ${fmt(quantile(base.ms, 0.95), 1)} ms (${n} sequential calls each)`,
      ],
    });
  }
  return results;
}
