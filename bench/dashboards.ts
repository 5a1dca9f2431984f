import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { replay, type StoredEvent } from '../server/eventstore';
import type { Firm } from './fixtures';
import { insertEvents } from './replay';
import { fmt, type BenchResult, type Mode } from './report';
import { sequentialP95 } from './sequential';
import { benchDeepPages } from './deep-pages';
import type { BenchPortal } from './setup';

// Issue 17 items 2 and 4: the dashboards' and the lists' cost must not grow with the firm's history.
// Measures each dashboard and stats route and one page of each list that grows with the past (p95 of sequential calls), then grows the history alone: copies of the
// settled meetings (completed or cancelled) of the same clients, partners and packages, appended to
// the log and rebuilt into the read tables by a replay, so nothing but the past gets longer. Then
// measures again: the ratio grown/small per route, target <= 1.5 (issue 17's L/S target).

const TARGET = 1.5;

/** The events of every meeting that is settled (its last event completes or cancels it). */
async function settledMeetingEvents(portal: BenchPortal): Promise<StoredEvent[][]> {
  const { store } = portal.ctx;
  const streams = new Map<string, StoredEvent[]>();
  await store.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      for (let b = await store.readSnapshot(tx, 0); b.length > 0; b = await store.readSnapshot(tx, b.at(-1)!.position))
        for (const e of b)
          if (e.type.startsWith('Meeting')) streams.set(e.streamId, [...(streams.get(e.streamId) ?? []), e]);
    });
  return [...streams.values()].filter((s) => ['MeetingCompleted', 'MeetingCancelled'].includes(s.at(-1)!.type));
}

/** `copies` copies of each settled meeting under a fresh id (same client, partner, package, times). */
async function growHistory(portal: BenchPortal, template: StoredEvent[][], copies: number): Promise<number> {
  const { store } = portal.ctx;
  let written = 0;
  for (let c = 0; c < copies; c++) {
    const events = template.flatMap((stream) => {
      const id = randomUUID();
      const old = (stream[0]!.data as { meetingId: string }).meetingId;
      return stream.map((e) => ({
        streamId: e.streamId.replace(old, id),
        streamType: e.streamType,
        version: e.version,
        type: e.type,
        data: { ...(e.data as object), meetingId: id },
        metadata: JSON.stringify(e.metadata),
      }));
    });
    await insertEvents(store.db, store, events);
    written += events.length;
  }
  return written;
}

export async function benchDashboards(portal: BenchPortal, firm: Firm, mode: Mode): Promise<BenchResult[]> {
  const n = mode === 'full' ? 100 : 30;
  const admin = firm.admin.token;
  const routes: [string, string][] = [
    ['/api/dashboard/admin/stats', admin],
    ['/api/dashboard/partner/stats', firm.partners[0]!.token],
    ['/api/packages/stats', admin],
    ['/api/dashboard/first-week-clients', admin],
    // The lists that grow with the past, one page each (issue 17 item 2).
    ['/api/meetings/admin/all?limit=50', admin],
    ['/api/meetings/admin/all?limit=50&sort=client', admin],
    ['/api/meetings/admin/all?limit=50&status=completed&sort=status', admin],
    ['/api/meetings/mine', firm.partners[0]!.token],
    ['/api/meetings/mine/past?limit=20', firm.partners[0]!.token],
  ];
  const count = async () =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM meetings`.execute(portal.ctx.db)).rows[0]!.n);
  const before = { meetings: await count(), at: [] as { ms: number; bytes: number }[] };
  for (const [path, token] of routes) before.at.push(await sequentialP95(portal.baseUrl, path, token, n));

  const template = await settledMeetingEvents(portal);
  if (template.length === 0) throw new Error('Dashboards: keine abgeschlossenen Meetings als Vorlage');
  // Grown to about 20,000 meetings (short: 2,500, a smoke run: CI does not judge timings), the settled ones copied as often as needed.
  const wanted = mode === 'full' ? 20_000 : 2_500;
  const events = await growHistory(portal, template, Math.ceil((wanted - before.meetings) / template.length));
  const rebuilt = await replay(portal.ctx.store, { apply: true });
  await sql`ANALYZE`.execute(portal.ctx.db);
  const after = { meetings: await count(), at: [] as { ms: number; bytes: number }[] };
  for (const [path, token] of routes) after.at.push(await sequentialP95(portal.baseUrl, path, token, n));
  // Page 200 at 20,000 meetings (short: page 40 of about 2,500).
  const deep = await benchDeepPages(portal, admin, n, mode === 'full' ? 200 : 40);

  const grownResults = routes.map(([path], i): BenchResult => {
    const [small, grown] = [before.at[i]!, after.at[i]!];
    const ratio = grown.ms / small.ms;
    return {
      name: `${path} as history grows`,
      ratio,
      baseline: `the same route before the history grew (${fmt(before.meetings)} meetings)`,
      target: `<= ${TARGET}`,
      met: ratio <= TARGET,
      details: [
        `p95 ${fmt(small.ms, 1)} ms with ${fmt(before.meetings)} meetings, ${fmt(grown.ms, 1)} ms with ${fmt(after.meetings)} (${fmt(events)} events of settled meetings copied, replayed in ${fmt(rebuilt.millis)} ms)`,
        `answer ${fmt(small.bytes)} B before, ${fmt(grown.bytes)} B after`,
      ],
    };
  });
  return [...grownResults, ...deep];
}
