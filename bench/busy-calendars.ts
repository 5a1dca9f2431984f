import { createServer } from 'node:http';
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { busyTimesIn } from '../modules/scheduling/busy/busy-events';
import { calendarText, vevent } from '../modules/scheduling/busy/busy-events.test-data';
import { busyWindow, syncAll } from '../modules/scheduling/busy/sync';
import { api, type Firm } from './fixtures';
import { fmt, type BenchResult, type Mode } from './report';
import type { BenchPortal } from './setup';

// Issue 34: the reading job over 30 coaches with 500 busy entries each (a fifth of them weekly,
// eight times), served as ICS by a local server. Measured: the first read (all parsed and stored),
// and the next one (every calendar answers 304). Baseline: parsing the same 30 texts alone, in
// process, the same run. Target: the first read under 10 s, the unchanged one under 2 s.

const stamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** `entries` busy entries over the coming 26 weeks, every fifth a weekly series. */
function coachCalendar(coach: number, entries: number, from: Date): string {
  const events = Array.from({ length: entries }, (_, i) => {
    const start = new Date(from.getTime() + ((i * 7 + coach) % 180) * 86_400_000 + (7 + (i % 9)) * 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    return vevent([
      `UID:bench-${coach}-${i}@test`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      'SUMMARY:Privat',
      ...(i % 5 === 0 ? ['RRULE:FREQ=WEEKLY;COUNT=8'] : []),
    ]);
  });
  return calendarText(events);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function benchBusyCalendars(portal: BenchPortal, firm: Firm, mode: Mode): Promise<BenchResult> {
  const coaches = mode === 'full' ? 30 : 5;
  const entries = mode === 'full' ? 500 : 100;
  const window = busyWindow(new Date());
  const texts = Array.from({ length: coaches }, (_, c) => coachCalendar(c, entries, window.start));
  let served = 0;
  const server = createServer((req, res) => {
    const coach = Number(/coach-(\d+)\.ics/.exec(req.url ?? '')?.[1]);
    const etag = `"bench-${coach}"`;
    served++;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'text/calendar', etag }).end(texts[coach]);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (let c = 0; c < coaches; c++) {
      const email = `bench-kalender-${c}@beispiel.de`;
      const body = { role: 'partner', name: `Kalender Coach ${c}`, email, partnerType: 'Strategie' };
      const { user } = await api<{ user: { id: string } }>(portal, 'POST', '/api/users', {
        token: firm.admin.token,
        body,
      });
      await api(portal, 'PUT', `/api/partners/${user.id}/busy-sources`, {
        token: firm.admin.token,
        body: { sources: [{ kind: 'ics', url: `${base}/coach-${c}.ics`, label: 'Privat' }] },
      });
    }
    // The job of the bench's runtime refuses 127.0.0.1 (the default); this run reads it, as an intranet would.
    const ctx = { ...portal.ctx, config: { ...portal.ctx.config, CALENDAR_ALLOW_PRIVATE_HOSTS: true } };
    const parseMs = await timed(async () => texts.forEach((t) => busyTimesIn(t, window)));
    const before = served;
    const firstMs = await timed(() => syncAll(ctx));
    const firstRequests = served - before;
    const againMs = await timed(() => syncAll(ctx));
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM busy_times`.execute(portal.ctx.db);
    const stored = rows[0]?.n ?? 0;
    if (firstRequests < coaches || stored === 0) throw new Error('Die Kalender wurden nicht gelesen.');
    return {
      name: `reading job: ${coaches} coaches with ${entries} busy entries each`,
      ratio: firstMs / parseMs,
      baseline: 'parsing and expanding the same calendars alone, in process',
      target: 'first read < 10 s, unchanged read (304) < 2 s',
      met: firstMs < 10_000 && againMs < 2_000,
      details: [
        `first read ${fmt(firstMs, 0)} ms (${fmt(stored)} busy stretches stored), unchanged read ${fmt(againMs, 0)} ms`,
        `parsing alone ${fmt(parseMs, 0)} ms`,
      ],
    };
  } finally {
    server.close();
  }
}
