import { tablesOf, type Db, type Tx } from '../../../server/db/kysely';
import { ownedValueOf } from '../../../server/db/reads';
import type { BusySourcesAnswer } from './contract';
import { sourceKey } from './decide';
import type { BusySource } from './events';
import type { BusyTables } from './tables';

const t = (db: Db | Tx) => tablesOf<BusyTables>(db);

/** An Accelerator's calendars as saved (with passwords: for the reading and copying jobs only). */
export async function busySourcesOf(db: Db | Tx, partnerId: string): Promise<BusySource[]> {
  return (await ownedValueOf(t(db), 'busy_sources', 'partner_id', 'sources', partnerId)) ?? [];
}

/** The calendars and their states as the routes answer them: never a password. */
export async function busySourcesView(db: Db | Tx, partnerId: string): Promise<BusySourcesAnswer> {
  const sources = await busySourcesOf(db, partnerId);
  const reads = await t(db).selectFrom('busy_source_reads').selectAll().where('partner_id', '=', partnerId).execute();
  const copies = await t(db).selectFrom('busy_source_copies').selectAll().where('partner_id', '=', partnerId).execute();
  return {
    sources: sources.map((s) => {
      const read = reads.find((r) => r.source_key === sourceKey(s));
      const copy = copies.find((r) => r.source_key === sourceKey(s));
      return {
        kind: s.kind,
        url: s.url,
        label: s.label,
        username: s.username,
        hasPassword: s.password !== null,
        writeMeetings: s.writeMeetings,
        state: {
          lastReadAt: read?.last_read_at?.toISOString() ?? null,
          error: read?.last_error ?? null,
          copiedAt: copy?.copied_at?.toISOString() ?? null,
          copyError: copy?.error ?? null,
        },
      };
    }),
  };
}

/** The busy stretches of the Accelerator's calendars overlapping `between` (what blocks slots). */
export async function busyTimesOf(
  db: Db | Tx,
  partnerId: string,
  between: { start: Date; end: Date },
): Promise<{ startsAt: Date; endsAt: Date }[]> {
  const rows = await t(db)
    .selectFrom('busy_times')
    .select(['starts_at', 'ends_at'])
    .where('partner_id', '=', partnerId)
    .where('starts_at', '<', between.end)
    .where('ends_at', '>', between.start)
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => ({ startsAt: r.starts_at, endsAt: r.ends_at }));
}

/** The CalDAV calendar the Accelerator's meetings are written into, if they chose one. */
export async function meetingCalendarOf(db: Db | Tx, partnerId: string): Promise<BusySource | null> {
  return (await busySourcesOf(db, partnerId)).find((s) => s.kind === 'caldav' && s.writeMeetings) ?? null;
}

/**
 * The Accelerator's CalDAV calendar in their list that holds the resource at `url` (a copy written
 * there before), whether or not meetings are still written into it: a copy left in a calendar no
 * longer chosen was a second entry of the meeting, and stayed there when it was cancelled.
 */
export async function caldavHolding(db: Db | Tx, partnerId: string, url: string): Promise<BusySource | null> {
  return (await busySourcesOf(db, partnerId)).find((s) => s.kind === 'caldav' && holds(s.url, url)) ?? null;
}

/**
 * Whether the resource at `url` lies in the calendar at `calendarUrl`, both as URLs (the copy's
 * address is built with `new URL`, which writes 'büro' as 'b%C3%BCro'; compared as typed, the copy
 * in such a calendar was never found again, and stayed there when its meeting was cancelled).
 */
function holds(calendarUrl: string, url: string): boolean {
  try {
    const calendar = new URL(calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`).href;
    return new URL(url).href.startsWith(calendar);
  } catch {
    return false;
  }
}
