import { api, type Firm } from './fixtures';
import { fmt, quantile, type BenchResult, type Mode } from './report';
import type { BenchPortal } from './setup';

// Issue 31 item 1: a bank statement of 10,000 lines (1,000 in short mode: two of the job's
// transactions of IMPORT_BATCH, enough to see a commit's pause) imported by its job while
// `/api/health` is asked one request after the other; its latency (p50/p95/max) against the same
// requests on the idle portal just before. Target: p95 under 200 ms while the import runs.

const TARGET_MS = 200;
const HEADER =
  'Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung';

function statement(lines: number): Blob {
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      `13.03.2026;13.03.2026;Bench Zahler ${i % 97};DE02120300000000202051;Bench Spende ${i};${(i % 900) + 1},${String(i % 100).padStart(2, '0')};EUR`,
  );
  return new Blob([[HEADER, ...rows].join('\r\n')], { type: 'text/csv' });
}

async function healthOnce(portal: BenchPortal): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${portal.baseUrl}/api/health`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET /api/health -> ${res.status}`);
  return performance.now() - started;
}

const figures = (ms: number[]) =>
  `p50 ${fmt(quantile(ms, 0.5), 1)} ms, p95 ${fmt(quantile(ms, 0.95), 1)} ms, max ${fmt(Math.max(...ms), 1)} ms (${ms.length} requests)`;

export async function benchStatementImport(portal: BenchPortal, firm: Firm, mode: Mode): Promise<BenchResult> {
  const lines = mode === 'full' ? 10_000 : 1_000;
  const idle: number[] = [];
  for (let i = 0; i < 5; i++) await healthOnce(portal);
  for (let i = 0; i < (mode === 'full' ? 300 : 100); i++) idle.push(await healthOnce(portal));

  const body = new FormData();
  body.append('file', statement(lines), 'umsaetze.csv');
  const started = performance.now();
  const res = await fetch(`${portal.baseUrl}/api/payments/statement-imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${firm.admin.token}` },
    body,
  });
  if (res.status !== 201) throw new Error(`POST /api/payments/statement-imports -> ${res.status}: ${await res.text()}`);
  const answeredMs = performance.now() - started;
  const { id } = (await res.json()) as { id: string };

  const busy: number[] = [];
  let status = 'queued';
  let lastPoll = 0;
  while (status === 'queued' || status === 'running') {
    busy.push(await healthOnce(portal));
    if (performance.now() - lastPoll > 500) {
      lastPoll = performance.now();
      status = (
        await api<{ status: string }>(portal, 'GET', `/api/payments/statement-imports/${id}`, {
          token: firm.admin.token,
        })
      ).status;
    }
  }
  if (status !== 'done') throw new Error(`Import ${status}`);
  const seconds = (performance.now() - started) / 1000;
  const p95 = quantile(busy, 0.95);
  return {
    name: `statement import of ${fmt(lines)} lines: /api/health while it runs`,
    ratio: p95 / quantile(idle, 0.95),
    baseline: 'the idle portal’s /api/health p95, measured just before',
    target: `p95 < ${TARGET_MS} ms while importing`,
    met: p95 < TARGET_MS,
    details: [
      `upload answered in ${fmt(answeredMs, 0)} ms; import done in ${fmt(seconds, 1)} s (${fmt(lines / seconds, 0)} lines/s)`,
      `idle:      ${figures(idle)}`,
      `importing: ${figures(busy)}`,
    ],
  };
}
