import { deleteCalendarObject, updateCalendarObject } from 'tsdav';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../../server/context';
import { tablesOf, type Db } from '../../../server/db/kysely';
import { caldavHolding, calendarAuthHeaders, calendarFetch, meetingCalendarOf } from '../../scheduling';
import { findMeeting, meetingsOf } from '../../meetings';
import { meetingEntry } from '../entries';
import { copyFileName, copyIcs } from './copy-ics';
import { COPY_ALL_QUEUE, probe, request, type Attempt } from './copy-request';

// Writes a meeting into its Accelerator's CalDAV calendar, moves it there and takes it out
// (issue 34 item 2). A job per change of the meeting (`copy-reactions.ts`): it writes the meeting as it
// is now, so jobs in any order or twice leave the same calendar. A failure that may pass is retried
// by pg-boss; one that lasts is recorded and ends the job (`copy-request.ts`).

export const COPY_QUEUE = 'calendar-coach-copy';
export { COPY_ALL_QUEUE };

export interface CopyTables {
  meeting_calendar_copies: { meeting_id: string; partner_id: string; url: string; copied_at: Date };
}
const t = (db: Db) => tablesOf<CopyTables>(db);

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** A meeting's copy is in the calendar while it takes or took place (as in the feed); cancelled and not held go. */
const kept = (status: string) => status === 'scheduled' || status === 'completed';

/** Where the meeting's copy belongs now and its text; none: cancelled, not held, no calendar chosen. */
async function wanted(ctx: AppContext, meetingId: string) {
  const meeting = await findMeeting(ctx.db, meetingId);
  const target = meeting && kept(meeting.status) ? await meetingCalendarOf(ctx.db, meeting.partner_id) : null;
  const entry = target ? (await meetingEntry(ctx.db, meetingId))?.entry : undefined;
  if (!meeting || !target || !entry) return null;
  const url = new URL(copyFileName(meetingId), withSlash(target.url)).href;
  return { partnerId: meeting.partner_id, target, url, data: copyIcs(entry) };
}
type Wanted = Awaited<ReturnType<typeof wanted>>;

/** How often a job writes again when the meeting changed while it wrote (each change has its own job too). */
const REWRITES = 5;

/**
 * Puts the meeting's copy where it belongs now, or takes it out. False: the calendar it belongs in
 * refuses (recorded on its card; the copy is written when it takes copies again). Two jobs of one
 * meeting may run at once (the queue's jobs in parallel, two instances): one that read the meeting
 * before a change and answered after the change's job looks again after its write and writes the
 * meeting as it is then; before, its older time stayed in the calendar (`copy-race.int.test.ts`).
 */
async function copyMeeting(a: Attempt, meetingId: string): Promise<boolean> {
  for (let i = 0; i < REWRITES; i++) {
    const want = await wanted(a.ctx, meetingId);
    if (!(await place(a, meetingId, want))) return false;
    const now = await wanted(a.ctx, meetingId);
    if (now?.url === want?.url && now?.data === want?.data) return true;
  }
  return true;
}

/** Writes one state of the copy: out of the calendar it was in if elsewhere now, into its calendar. */
async function place(a: Attempt, meetingId: string, want: Wanted): Promise<boolean> {
  const { ctx } = a;
  const fetch = calendarFetch(ctx.config);
  const url = want?.url ?? null;
  const copy = await t(ctx.db)
    .selectFrom('meeting_calendar_copies')
    .selectAll()
    .where('meeting_id', '=', meetingId)
    .executeTakeFirst();
  if (copy && copy.url !== url) {
    // Elsewhere now (cancelled, handed over, another calendar chosen): out of the old one, while we may
    // still write there (it is in the list, chosen for the meetings or not).
    const old = await caldavHolding(ctx.db, copy.partner_id, copy.url);
    const gone =
      !old ||
      (await request(
        a,
        copy.partner_id,
        old,
        () => deleteCalendarObject({ calendarObject: { url: copy.url }, headers: calendarAuthHeaders(old), fetch }),
        'deleting',
      ));
    // Refused with nowhere else to write: the row stays, so the calendar's next good answer takes the
    // copy out (`copyComing`). With a new place, that place wins; the old calendar's card says why.
    if (!gone && !url) return false;
    await t(ctx.db).deleteFrom('meeting_calendar_copies').where('meeting_id', '=', meetingId).execute();
  }
  if (!want) return true;
  const { target } = want;
  const written = await request(a, want.partnerId, target, () =>
    updateCalendarObject({
      calendarObject: { url: want.url, data: want.data },
      headers: calendarAuthHeaders(target),
      fetch,
    }),
  );
  if (!written) return false;
  const row = { meeting_id: meetingId, partner_id: want.partnerId, url: want.url, copied_at: ctx.now() };
  await t(ctx.db)
    .insertInto('meeting_calendar_copies')
    .values(row)
    .onConflict((oc) => oc.column('meeting_id').doUpdateSet(row))
    .execute();
  return true;
}

/**
 * Once a calendar is chosen for the meetings, saved again (a new password) or takes copies again
 * after refusing: the Accelerator's coming meetings are written (or taken out) as they are now.
 */
async function copyComing(a: Attempt, partnerId: string): Promise<void> {
  const { ctx } = a;
  const target = await meetingCalendarOf(ctx.db, partnerId);
  // One request first: a calendar still refusing is said once, not once per meeting; one that
  // answers again loses its error even when no meeting is due.
  if (target && !(await request(a, partnerId, target, probe(ctx, target), 'probing'))) return;
  const now = ctx.now();
  const mine = (await meetingsOf(ctx.db, { partnerId })).filter((m) => m.starts_at >= now).map((m) => m.id);
  // Copies this Accelerator's calendars still hold (a cancellation or hand-over it refused to take out).
  const held = await t(ctx.db)
    .selectFrom('meeting_calendar_copies')
    .select('meeting_id')
    .where('partner_id', '=', partnerId)
    .execute();
  for (const id of new Set([...mine, ...held.map((r) => r.meeting_id)])) {
    const meeting = await findMeeting(ctx.db, id);
    if (meeting && meeting.starts_at < now) continue;
    if (!(await copyMeeting(a, id))) return;
  }
}

/**
 * For identity's removal and erasure of an Accelerator (wired by server/modules.ts): puts every
 * copy in their calendars where it belongs now, before the account's deletion takes their calendar
 * passwords (scheduling's erasure). The hand-over's own jobs run after its commit; an account
 * deleted right after the hand-over left the handed-over copies in the leaver's calendar for good.
 * Waits for each write (10 s at most per request); a calendar that fails is given up, not retried.
 */
export async function settleCopiesOf(ctx: AppContext, partnerId: string): Promise<void> {
  const held = await t(ctx.db)
    .selectFrom('meeting_calendar_copies')
    .select('meeting_id')
    .where('partner_id', '=', partnerId)
    .execute();
  const a: Attempt = { ctx, lastTry: true, writingAll: true };
  for (const { meeting_id: id } of held) await copyMeeting(a, id);
}

export async function startCoachCopyJobs(ctx: AppContext, boss: PgBoss): Promise<void> {
  for (const queue of [COPY_QUEUE, COPY_ALL_QUEUE])
    if (!(await boss.getQueue(queue)))
      await boss.createQueue(queue, { name: queue, retryLimit: 5, retryDelay: 30, retryBackoff: true });
  const work = { pollingIntervalSeconds: 0.5, includeMetadata: true } as const;
  const attempt = (job: { retryCount: number; retryLimit: number }, writingAll = false): Attempt => ({
    ctx,
    lastTry: job.retryCount >= job.retryLimit,
    writingAll,
  });
  await boss.work<{ meetingId: string }>(COPY_QUEUE, work, async (jobs) => {
    for (const job of jobs) await copyMeeting(attempt(job), job.data.meetingId);
  });
  await boss.work<{ partnerId: string }>(COPY_ALL_QUEUE, work, async (jobs) => {
    for (const job of jobs) await copyComing(attempt(job, true), job.data.partnerId);
  });
}
