import { deleteCalendarObject, updateCalendarObject } from 'tsdav';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../../server/context';
import { tablesOf, type Db } from '../../../server/db/kysely';
import { caldavHolding, calendarAuthHeaders, calendarFetch, meetingCalendarOf } from '../../scheduling';
import { findMeeting, meetingsOf } from '../../meetings';
import { meetingEntry } from '../entries';
import { copyFileName, copyIcs } from './copy-ics';

// Writes a meeting into its Accelerator's CalDAV calendar, moves it there and takes it out
// (issue 34 item 2). A job per change of the meeting (`copy-reactions.ts`): it writes the meeting as it
// is now, so jobs in any order or twice leave the same calendar; a failure is retried by pg-boss.

export const COPY_QUEUE = 'calendar-coach-copy';
export const COPY_ALL_QUEUE = 'calendar-coach-copy-all';

interface CopyTables {
  meeting_calendar_copies: { meeting_id: string; partner_id: string; url: string; copied_at: Date };
}
const t = (db: Db) => tablesOf<CopyTables>(db);

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** A meeting's copy is in the calendar while it takes or took place (as in the feed); cancelled and not held go. */
const kept = (status: string) => status === 'scheduled' || status === 'completed';

function failed(what: string, res: Response): Error {
  return new Error(`CalDAV ${what}: HTTP ${res.status}`);
}

/** Puts the meeting's copy where it belongs now, or takes it out. */
async function copyMeeting(ctx: AppContext, meetingId: string): Promise<void> {
  const fetch = calendarFetch(ctx.config);
  const meeting = await findMeeting(ctx.db, meetingId);
  const target = meeting && kept(meeting.status) ? await meetingCalendarOf(ctx.db, meeting.partner_id) : null;
  const url = target ? new URL(copyFileName(meetingId), withSlash(target.url)).href : null;
  const copy = await t(ctx.db)
    .selectFrom('meeting_calendar_copies')
    .selectAll()
    .where('meeting_id', '=', meetingId)
    .executeTakeFirst();
  if (copy && copy.url !== url) {
    // Elsewhere now (cancelled, handed over, another calendar chosen): out of the old one, while we may
    // still write there (it is in the list, chosen for the meetings or not).
    const old = await caldavHolding(ctx.db, copy.partner_id, copy.url);
    if (old) {
      const res = await deleteCalendarObject({
        calendarObject: { url: copy.url },
        headers: calendarAuthHeaders(old),
        fetch,
      });
      if (!res.ok && res.status !== 404) throw failed('DELETE', res);
    }
    await t(ctx.db).deleteFrom('meeting_calendar_copies').where('meeting_id', '=', meetingId).execute();
  }
  if (!meeting || !target || !url) return;
  const entry = (await meetingEntry(ctx.db, meetingId))?.entry;
  if (!entry) return;
  const res = await updateCalendarObject({
    calendarObject: { url, data: copyIcs(entry) },
    headers: calendarAuthHeaders(target),
    fetch,
  });
  if (!res.ok) throw failed('PUT', res);
  const row = { meeting_id: meetingId, partner_id: meeting.partner_id, url, copied_at: ctx.now() };
  await t(ctx.db)
    .insertInto('meeting_calendar_copies')
    .values(row)
    .onConflict((oc) => oc.column('meeting_id').doUpdateSet(row))
    .execute();
}

/** Once a calendar is chosen for the meetings: the Accelerator's coming meetings are written into it. */
async function copyComing(ctx: AppContext, partnerId: string): Promise<void> {
  const now = ctx.now();
  const coming = (await meetingsOf(ctx.db, { partnerId })).filter(
    (m) => m.status === 'scheduled' && m.starts_at >= now,
  );
  for (const m of coming) await copyMeeting(ctx, m.id);
}

export async function startCoachCopyJobs(ctx: AppContext, boss: PgBoss): Promise<void> {
  for (const queue of [COPY_QUEUE, COPY_ALL_QUEUE])
    if (!(await boss.getQueue(queue)))
      await boss.createQueue(queue, { name: queue, retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.work<{ meetingId: string }>(COPY_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await copyMeeting(ctx, job.data.meetingId);
  });
  await boss.work<{ partnerId: string }>(COPY_ALL_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await copyComing(ctx, job.data.partnerId);
  });
}
