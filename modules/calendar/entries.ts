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

/** The feed of a client (their meetings) or a partner (their own); an admin has none of their own. */
export async function feedEntries(db: Db, person: { id: string; role: Role }): Promise<CalendarEntry[]> {
  const who =
    person.role === 'partner' ? { partnerId: person.id } : person.role === 'user' ? { clientId: person.id } : null;
  if (!who) return [];
  const rows = await meetingsOf(db, who);
  return entriesOf(db, rows.filter(inFeed).reverse());
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
