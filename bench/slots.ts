import { addDays, berlinToday } from '../lib/german/time';
import { addClient, addPartner, api, dayAhead, type Firm } from './fixtures';
import { fmt, quantile, type BenchResult, type Mode } from './report';
import type { BenchPortal } from './setup';

// Issue 19: a client asks for four weeks of a busy Accelerator's free starts. Target: under 50 ms
// (p95, one request at a time, as a client's dialog asks), with a year of the Accelerator's
// meetings in the table; the baseline is the bench-only `SELECT 1` route, measured the same way.

const BUDGET_MS = 50;
const BASELINE_ROUTE = '/api/bench/select-1';

/** Wall-clock milliseconds of `n` sequential GETs (after 5 warm-up calls). */
async function latencies(portal: BenchPortal, path: string, token: string | null, n: number): Promise<number[]> {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(portal.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    await res.text();
    if (!res.ok) throw new Error(`GET ${path} -> ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await once();
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await once());
  return out;
}

/** An Accelerator of their own, so the other benchmarks' meetings neither clash with nor crowd theirs. */
const busyAccelerator = (portal: BenchPortal, firm: Firm) =>
  addPartner(portal, firm, 'Bench Accelerator', 'bench-accelerator@beispiel.de', 'Bench-Accelerator-Passwort-1');

export async function benchSlots(portal: BenchPortal, firm: Firm, mode: Mode): Promise<BenchResult> {
  const partner = await busyAccelerator(portal, firm);
  // Weekdays 08:00–18:00, the way an Accelerator works; no notice, 15 minutes between meetings.
  await api(portal, 'PUT', '/api/availability', {
    token: partner.token,
    body: {
      weekly: ['1', '2', '3', '4', '5'].map((weekday) => ({ weekday, range: { from: '08:00', to: '18:00' } })),
      exceptions: [{ date: dayAhead(10), kind: 'off', range: null }],
      minNoticeHours: 0,
      bufferMinutes: 15,
      platform: 'zoom',
      link: null,
    },
  });
  // A year of the Accelerator's meetings (short mode: a fifth of them), at four times of day, planned
  // through the real command with several clients, as a busy Accelerator's calendar fills.
  const meetings = mode === 'full' ? 1000 : 200;
  const clients = await Promise.all([0, 1, 2, 3].map(() => addClient(portal, { ...firm, partners: [partner] })));
  const today = berlinToday().toString();
  for (let i = 0; i < meetings; i++) {
    // Spread over 360 days, inside the packages' one-year validity (a later start is refused); the
    // same time of day recurs only days apart, so nothing overlaps.
    const day = addDays(today, 1 + Math.floor((i * 360) / meetings));
    const client = clients[i % 4]!;
    await api(portal, 'POST', '/api/meetings/create', {
      token: partner.token,
      body: {
        clientId: client.id,
        date: day,
        time: ['08:00', '10:00', '13:00', '15:30'][i % 4],
        duration: 60,
        platform: 'zoom',
      },
    });
  }
  const asker = clients[0]!;
  const n = mode === 'full' ? 200 : 40;
  const from = dayAhead(7);
  const to = addDays(from, 27);
  const path = `/api/partners/${partner.id}/slots?from=${from}&to=${to}&duration=60`;
  const first = await api<{ slots: unknown[] }>(portal, 'GET', path, { token: asker.token });
  if (first.slots.length === 0) throw new Error('Keine freien Termine: die Messung sähe nichts.');
  const base = await latencies(portal, BASELINE_ROUTE, null, n);
  const slots = await latencies(portal, path, asker.token, n);
  const p95 = quantile(slots, 0.95);
  return {
    name: 'GET /api/partners/{id}/slots, four weeks of a busy Accelerator',
    ratio: p95 / quantile(base, 0.95),
    baseline: 'p95 of the SELECT 1 route, sequential',
    target: `p95 < ${BUDGET_MS} ms`,
    met: p95 < BUDGET_MS,
    details: [
      `${fmt(meetings)} meetings planned over a year, ${first.slots.length} free starts in the four weeks`,
      `slots p50 ${fmt(quantile(slots, 0.5), 1)} ms, p95 ${fmt(p95, 1)} ms; baseline p50 ${fmt(quantile(base, 0.5), 1)} ms, p95 ${fmt(quantile(base, 0.95), 1)} ms (${n} sequential calls each)`,
    ],
  };
}
