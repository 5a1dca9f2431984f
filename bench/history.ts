import { addClient, completeMeeting, planMeeting, type Firm } from './fixtures';
import { fmt, quantile, type BenchResult, type Mode } from './report';
import type { BenchPortal } from './setup';

const TARGET = 1.15;

/**
 * Issue 17: a command costs the same on a package with a long history as on a fresh one. One partner
 * plans and completes meetings for two clients of the same firm, one whose package already holds
 * `history` settled meetings and one whose package is new; the pairs alternate between the two, so
 * drift of the machine hits both alike. Median milliseconds per plan + complete pair, old over new.
 */
export async function benchCommandHistory(portal: BenchPortal, firm: Firm, mode: Mode): Promise<BenchResult> {
  // Issue 36: a package whose stream holds about 2,000 events (two per settled meeting); the short
  // run (npm test) builds half of that, through the API like the rest (~25 s).
  const history = Number(process.env.BENCH_HISTORY ?? (mode === 'full' ? 1000 : 500));
  const pairs = mode === 'full' ? 40 : 10;
  const partner = firm.partners[0]!;
  // A package gives each partner at most 1,000 hours (the spec's cap): the history is spread over
  // the firm's partners' allocations of one package, so its stream still holds two events per meeting.
  const old = await addClient(portal, firm);
  // Each partner settles their share at once: the commands queue behind the client's and the
  // package's locks, but HTTP and Node overlap with the database (about a third of the short run's
  // building time; the stream is the same, two events per meeting).
  const share = (p: number) =>
    Math.floor(history / firm.partners.length) + (p < history % firm.partners.length ? 1 : 0);
  await Promise.all(
    firm.partners.map(async (by, p) => {
      for (let i = 0; i < share(p); i++) await completeMeeting(portal, by, await planMeeting(portal, by, old));
    }),
  );
  const events = await portal.ctx.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stream_id', '=', `packages-user-package-${old.userPackageId}`)
    .executeTakeFirstOrThrow();
  const fresh = await addClient(portal, firm);
  const timed = { old: [] as number[], fresh: [] as number[] };
  const pair = async (client: typeof old) => {
    const started = performance.now();
    await completeMeeting(portal, partner, await planMeeting(portal, partner, client));
    return performance.now() - started;
  };
  await pair(fresh); // warm-up of the new stream's first statements
  for (let i = 0; i < pairs; i++) {
    timed.old.push(await pair(old));
    timed.fresh.push(await pair(fresh));
  }
  const oldMs = quantile(timed.old, 0.5);
  const freshMs = quantile(timed.fresh, 0.5);
  return {
    name: `Commands: plan + complete on a package with ${history} meetings (${events.n} events) vs a fresh package`,
    ratio: oldMs / freshMs,
    baseline: 'the same pair on a fresh package of the same firm, alternating',
    target: `<= ${TARGET}`,
    met: oldMs / freshMs <= TARGET,
    details: [`median ${fmt(oldMs, 1)} ms vs ${fmt(freshMs, 1)} ms per pair (${pairs} pairs each, via HTTP)`],
  };
}
