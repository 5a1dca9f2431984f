import { sql } from 'kysely';
import type { AppContext } from '../../../server/context';
import { tablesOf, type Db } from '../../../server/db/kysely';
import { settingRow } from '../../../server/db/reads';
import { DEFAULT_BOOKING_HORIZON_WEEKS } from '../slots';
import { POLICY_ID } from '../events';
import type { SchedulingTables } from '../tables';
import { berlinDateOf, berlinDayStart } from '../../../lib/german/time';
import { findUsersByIds } from '../../identity';
import { sourceKey } from './decide';
import type { BusySource } from './events';
import { calendarFetch } from './guarded-fetch';
import { failureText } from './read-failure';
import { readSource } from './read-source';
import { busySourcesOf } from './queries';
import type { BusyTables } from './tables';

// The reading job (issue 34 item 1): every Accelerator's calendars every 10 minutes and at once
// after a save; what each answered replaces what it answered before. A calendar that fails keeps
// its last busy times (the coach is still away then) and says why.

const t = (db: Db) => tablesOf<BusyTables>(db);

/** Days read beyond the firm's booking horizon: the last day's meetings and a margin (26 weeks: 190 days). */
const MARGIN_DAYS = 8;

/** From the start of today (Berlin) as far as clients may book (the firm's horizon, issue 34) and a margin. */
export function busyWindow(now: Date, horizonWeeks = DEFAULT_BOOKING_HORIZON_WEEKS): { start: Date; end: Date } {
  const start = berlinDayStart(berlinDateOf(now));
  return { start, end: new Date(start.getTime() + (horizonWeeks * 7 + MARGIN_DAYS) * 86_400_000) };
}

/** The firm's booking horizon and when the policy was last saved (a read before it may be too short). */
interface Horizon {
  weeks: number;
  since: Date | null;
}

async function horizonOf(db: Db): Promise<Horizon> {
  const row = await settingRow(tablesOf<SchedulingTables>(db), 'scheduling_policy', POLICY_ID);
  return { weeks: row?.booking_horizon_weeks ?? DEFAULT_BOOKING_HORIZON_WEEKS, since: row?.updated_at ?? null };
}

/** Reads one calendar and stores its busy times and state. */
async function syncSource(
  ctx: AppContext,
  partnerId: string,
  source: BusySource,
  reader: typeof fetch,
  horizon: Horizon,
): Promise<void> {
  const key = sourceKey(source);
  const now = ctx.now();
  const last = await t(ctx.db)
    .selectFrom('busy_source_reads')
    .select(['etag', 'last_modified', 'last_read_at'])
    .where('partner_id', '=', partnerId)
    .where('source_key', '=', key)
    .executeTakeFirst();
  // A 304 keeps the busy times of the last read's window: only while that window is today's (it
  // moves a day each day, and with the firm's horizon; an unchanged calendar must still be read as
  // far as clients now book).
  const sameWindow =
    last?.last_read_at != null &&
    berlinDateOf(last.last_read_at) === berlinDateOf(now) &&
    (horizon.since === null || last.last_read_at > horizon.since);
  const validators = sameWindow
    ? { etag: last.etag, lastModified: last.last_modified }
    : { etag: null, lastModified: null };
  const state = { partner_id: partnerId, source_key: key, tried_at: now };
  try {
    const read = await readSource(source, { fetch: reader, window: busyWindow(now, horizon.weeks), validators });
    await ctx.db.transaction().execute(async (tx) => {
      // A read now and the job's at once: one after the other per calendar, never both rows twice.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`busy ${partnerId} ${key}`}))`.execute(tx);
      if (read.changed) {
        await t(tx)
          .deleteFrom('busy_times')
          .where('partner_id', '=', partnerId)
          .where('source_key', '=', key)
          .execute();
        if (read.times.length > 0)
          await t(tx)
            .insertInto('busy_times')
            .values(
              read.times.map((b) => ({
                partner_id: partnerId,
                source_key: key,
                starts_at: b.startsAt,
                ends_at: b.endsAt,
              })),
            )
            .execute();
      }
      const validatorsNow = read.changed
        ? { etag: read.validators.etag, last_modified: read.validators.lastModified }
        : { etag: validators.etag, last_modified: validators.lastModified };
      const row = { ...state, ...validatorsNow, last_read_at: now, last_error: null };
      await t(tx)
        .insertInto('busy_source_reads')
        .values(row)
        .onConflict((oc) => oc.columns(['partner_id', 'source_key']).doUpdateSet(row))
        .execute();
    });
  } catch (err) {
    const failed = { ...state, last_error: failureText(err) };
    await t(ctx.db)
      .insertInto('busy_source_reads')
      .values({ ...failed, last_read_at: null, etag: null, last_modified: null })
      .onConflict((oc) => oc.columns(['partner_id', 'source_key']).doUpdateSet(failed))
      .execute();
  }
}

/** Reads all calendars of one Accelerator; what was read from calendars no longer saved goes. */
export async function syncPartner(ctx: AppContext, partnerId: string): Promise<void> {
  const sources = await busySourcesOf(ctx.db, partnerId);
  const reader = calendarFetch(ctx.config);
  const horizon = await horizonOf(ctx.db);
  const keys = sources.map(sourceKey);
  for (const table of ['busy_times', 'busy_source_reads', 'busy_source_copies'] as const) {
    let gone = t(ctx.db).deleteFrom(table).where('partner_id', '=', partnerId);
    if (keys.length > 0) gone = gone.where('source_key', 'not in', keys);
    await gone.execute();
  }
  await Promise.all(sources.map((s) => syncSource(ctx, partnerId, s, reader, horizon)));
}

/** Every Accelerator's calendars, a few Accelerators at a time; rows of removed accounts go. */
export async function syncAll(ctx: AppContext, parallel = 4): Promise<number> {
  for (const table of ['busy_times', 'busy_source_reads', 'busy_source_copies'] as const)
    await sql`DELETE FROM ${sql.table(table)} r WHERE NOT EXISTS (SELECT 1 FROM busy_sources s WHERE s.partner_id = r.partner_id)`.execute(
      ctx.db,
    );
  const saved = (await t(ctx.db).selectFrom('busy_sources').select('partner_id').execute()).map((r) => r.partner_id);
  // An Accelerator who left (deactivated) is no longer read: their calendar and app password are their
  // own, and nobody books them. Reactivated, they are read again.
  const people = await findUsersByIds(ctx.db, saved);
  const partners = saved.filter((id) => people.get(id)?.deactivated_at === null);
  let next = 0;
  const worker = async () => {
    while (next < partners.length) await syncPartner(ctx, partners[next++]!);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return partners.length;
}
