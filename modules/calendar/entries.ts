import type { Db } from '../../server/db/kysely';
import { plainName } from '../../lib/plain-name';
import { findUsersByIds } from '../identity';
import { findMeeting, meetingsOf } from '../meetings';
import { platformLabels, type Platform } from '../meetings/contract';
import type { Role } from '../identity/contract';
import type { CalendarEntry } from './ics';

type MeetingRow = NonNullable<Awaited<ReturnType<typeof findMeeting>>>;

/** How a client who deleted their account is named, as in the partner's cancellation mail. */
const GONE_CLIENT = 'Klient (Konto gelöscht)';

/** Meeting rows as calendar entries, titled like the invitations: 'Coaching: {Klient} & {Accelerator}'. */
async function entriesOf(db: Db, rows: MeetingRow[]): Promise<CalendarEntry[]> {
  const people = await findUsersByIds(
    db,
    rows.flatMap((r) => [r.client_id, r.partner_id]),
  );
  const nameOf = (id: string, gone: string) => {
    const person = people.get(id);
    return person ? plainName(person.name) : gone;
  };
  return rows.map((r) => {
    const platform = platformLabels[r.platform as Platform] ?? r.platform;
    return {
      meetingId: r.id,
      startsAt: r.starts_at,
      duration: r.duration,
      cancelled: r.status === 'cancelled',
      sequence: r.version - 1,
      changedAt: r.updated_at,
      title: `Coaching: ${nameOf(r.client_id, GONE_CLIENT)} & ${nameOf(r.partner_id, 'Accelerator')}`,
      // As the invitations say it (modules/meetings/mails.ts): the address of an in-person meeting.
      description: r.location ? `Adresse: ${r.location}` : r.link ? `Link: ${r.link}` : platform,
      location: r.location ?? r.link ?? platform,
    };
  });
}

/** Which meetings a feed holds: those that take or took place (scheduled, completed); see README. */
const inFeed = (r: MeetingRow) => r.status === 'scheduled' || r.status === 'completed';

/** How far back a feed reaches (issue 34): 90 days of history, everything ahead. */
const FEED_DAYS_BACK = 90;

/** A feed's entries and when any of the person's meetings last changed (its Last-Modified). */
interface Feed {
  entries: CalendarEntry[];
  lastModified: Date | null;
}

/**
 * The feed of a client (their meetings) or a partner (their own), from `now` minus 90 days on; an
 * admin has none of their own. `lastModified` looks at every meeting, also those the feed leaves
 * out, so a cancellation (which drops its entry) still changes it.
 */
export async function feedOf(db: Db, person: { id: string; role: Role }, now: Date): Promise<Feed> {
  const who =
    person.role === 'partner' ? { partnerId: person.id } : person.role === 'user' ? { clientId: person.id } : null;
  if (!who) return { entries: [], lastModified: null };
  const rows = await meetingsOf(db, who);
  const from = now.getTime() - FEED_DAYS_BACK * 86_400_000;
  const shown = rows.filter((r) => inFeed(r) && r.starts_at.getTime() >= from).reverse();
  const lastModified = rows.reduce<Date | null>((m, r) => (!m || r.updated_at > m ? r.updated_at : m), null);
  return { entries: await entriesOf(db, shown), lastModified };
}

/** One meeting's entry, with the meeting's Berlin date (for the file's name), or undefined. */
export async function meetingEntry(
  db: Db,
  meetingId: string,
): Promise<{ entry: CalendarEntry; date: string; clientId: string; partnerId: string } | undefined> {
  const row = await findMeeting(db, meetingId);
  if (!row) return undefined;
  const [entry] = await entriesOf(db, [row]);
  return { entry: entry!, date: row.date, clientId: row.client_id, partnerId: row.partner_id };
}
