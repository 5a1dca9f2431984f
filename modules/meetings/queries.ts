import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { findUsersByIds } from '../identity';
import { findPartnerProfiles } from '../partners';
import { findUserPackages } from '../packages';
import { durations, type MeetingStatus, type MeetingView, type Platform } from './contract';
import type { MeetingsTable, MeetingsTables } from './tables';
import { reminderWindows, type ReminderKind } from './reminders';
import { ERASED_ACCELERATOR, type Role } from '../identity/contract';
import { anyRow, idsOf } from '../../server/db/reads';

const t = (db: Db | Tx) => tablesOf<MeetingsTables>(db);

/** Who reads the meetings: the one place that decides what each role sees of them. */
export interface MeetingViewer {
  id: string;
  role: Role;
}

/**
 * Rows to views, with the names of client and partner and the package's name, as `viewer` may see
 * them: the partner's completion notes are for the firm, a client gets `null` (issue 15); a partner
 * sees which meetings are their own (`isMyMeeting`, coordination).
 */
export async function toViews(db: Db | Tx, rows: MeetingsTable[], viewer: MeetingViewer): Promise<MeetingView[]> {
  const [people, packages] = await Promise.all([
    findUsersByIds(
      db,
      rows.flatMap((r) => [r.client_id, r.partner_id]),
    ),
    findUserPackages(
      db,
      rows.map((r) => r.user_package_id),
    ),
  ]);
  const profiles = await findPartnerProfiles(
    db,
    rows.map((r) => r.partner_id),
    people,
  );
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    time: r.time,
    startsAt: r.starts_at.toISOString(),
    duration: r.duration,
    platform: r.platform as Platform,
    link: r.link,
    location: r.location,
    notes: r.notes,
    summary: r.summary,
    completionNotes: viewer.role === 'user' ? null : r.completion_notes,
    status: r.status as MeetingStatus,
    partnerConfirmed: r.partner_confirmed,
    noShow: r.no_show,
    bookedByClient: r.booked_by_client,
    seriesId: r.series_id,
    lateCancellation: r.late_cancellation,
    endReason: r.cancel_reason,
    hoursUsed: Number(r.hours_used),
    clientId: r.client_id,
    clientName: people.get(r.client_id)?.name ?? 'Unbekannt',
    clientEmail: people.get(r.client_id)?.email ?? '',
    partnerId: r.partner_id,
    partnerName: people.get(r.partner_id)?.name ?? ERASED_ACCELERATOR,
    partnerType: profiles.get(r.partner_id)?.specialty ?? null,
    packageName: packages.get(r.user_package_id)?.name || null,
    userPackageId: r.user_package_id,
    ...(viewer.role === 'partner' ? { isMyMeeting: r.partner_id === viewer.id } : {}),
  }));
}

export async function findMeeting(db: Db | Tx, id: string): Promise<MeetingsTable | undefined> {
  return t(db).selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function meetingsOf(
  db: Db | Tx,
  who: { clientId?: string; partnerId?: string },
): Promise<MeetingsTable[]> {
  let q = t(db).selectFrom('meetings').selectAll();
  if (who.clientId) q = q.where('client_id', '=', who.clientId);
  if (who.partnerId) q = q.where('partner_id', '=', who.partnerId);
  return q.orderBy('starts_at', 'desc').execute();
}

/**
 * The scheduled meetings of the partner or of the client that might overlap [start, end): those
 * starting before the end and less than the longest duration before the start. Whether one really
 * overlaps, `findClash` (clash.ts) decides: the rule's arithmetic is written once.
 */
export async function meetingsNear(
  tx: Db | Tx,
  who: { partnerId: string; clientId: string },
  start: Date,
  end: Date,
): Promise<MeetingsTable[]> {
  // No meeting lasts longer than the longest duration: the bound lets the (person, starts_at) indexes work.
  const earliest = new Date(start.getTime() - Math.max(...durations) * 60_000);
  return t(tx)
    .selectFrom('meetings')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where((eb) => eb.or([eb('partner_id', '=', who.partnerId), eb('client_id', '=', who.clientId)]))
    .where('starts_at', '<', end)
    .where('starts_at', '>', earliest)
    .execute();
}

/** The planned (scheduled) meetings holding hours on a package, earliest first. */
export async function scheduledMeetingsOfPackage(db: Db | Tx, userPackageId: string): Promise<string[]> {
  return idsOf(
    t(db)
      .selectFrom('meetings')
      .where('user_package_id', '=', userPackageId)
      .where('status', '=', 'scheduled')
      .orderBy('starts_at'),
  );
}

/** Whether a partner ever had a meeting (held, cancelled or planned). */
export async function partnerHasMeetings(db: Db | Tx, partnerId: string): Promise<boolean> {
  return anyRow(t(db).selectFrom('meetings').where('partner_id', '=', partnerId));
}

/** A partner's scheduled meetings (future and started-but-unsettled), by start. */
export async function scheduledMeetingsOfPartner(db: Db | Tx, partnerId: string) {
  return t(db)
    .selectFrom('meetings')
    .select(['id', 'user_package_id', 'client_id', 'starts_at', 'date', 'time', 'duration'])
    .where('partner_id', '=', partnerId)
    .where('status', '=', 'scheduled')
    .orderBy('starts_at')
    .execute();
}

/** Scheduled meetings with a chosen reminder due (`reminderWindows`: start within its window, not yet sent). */
export async function meetingsDueForReminder(
  db: Db | Tx,
  now: Date,
  kinds: readonly ReminderKind[],
): Promise<string[]> {
  const windows = reminderWindows(now, kinds);
  if (windows.length === 0) return [];
  const sentColumn = { day: 'reminder_sent', hour: 'hour_reminder_sent' } as const;
  return idsOf(
    t(db)
      .selectFrom('meetings')
      .where('status', '=', 'scheduled')
      .where((eb) =>
        eb.or(
          windows.map((w) =>
            eb.and([eb(sentColumn[w.kind], '=', false), eb('starts_at', '>', w.after), eb('starts_at', '<=', w.until)]),
          ),
        ),
      ),
  );
}

/** Per client: meetings held (completed) and planned (scheduled). */
export async function meetingCountsByClient(
  db: Db | Tx,
  clientIds?: readonly string[],
): Promise<Map<string, { completed: number; scheduled: number; lastStart: Date | null }>> {
  let q = t(db).selectFrom('meetings');
  // Only the given clients (a page of a list), or everyone.
  if (clientIds) q = q.where('client_id', '=', sql<string>`ANY(${[...clientIds]}::uuid[])`);
  const rows = await q
    .select((eb) => [
      'client_id',
      eb.fn.count<number>('id').filterWhere('status', '=', 'completed').as('completed'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'scheduled').as('scheduled'),
      eb.fn.max<Date | null>('starts_at').filterWhere('status', '!=', 'cancelled').as('last_start'),
    ])
    .groupBy('client_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.client_id,
      { completed: Number(r.completed), scheduled: Number(r.scheduled), lastStart: r.last_start },
    ]),
  );
}
