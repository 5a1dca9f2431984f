// Isomorphic (re-exported by contract.ts): the double-booking rule's arithmetic (issue 15 item 6).
// The server decides with it under the people's locks (commands.ts); the planning dialog uses the
// same function for its hint before the request is sent. Written once, here.

/** When a meeting takes place: its start (an instant) and its length in minutes. */
interface MeetingTime {
  startsAt: Date | string;
  duration: number;
}

/** A meeting as the rule sees it: whose it is, whether it still holds its time, when it is. */
interface BookedMeeting extends MeetingTime {
  partnerId: string;
  clientId: string;
  status: string;
}

/** Whose time the other meeting takes: the partner's, the client's, or both (a meeting of the two). */
type ClashOwner = 'partner' | 'client' | 'both';

const startOf = (m: MeetingTime) => new Date(m.startsAt).getTime();
const endOf = (m: MeetingTime) => startOf(m) + m.duration * 60_000;

/** Each starts before the other ends; back to back (one ends when the other starts) is fine. */
export function overlaps(a: MeetingTime, b: MeetingTime): boolean {
  return startOf(a) < endOf(b) && startOf(b) < endOf(a);
}

/**
 * The earliest scheduled meeting of the partner or of the client that overlaps the planned one, and
 * whose it is; null when the time is free. Cancelled, completed and not held meetings block nothing.
 */
export function findClash<M extends BookedMeeting>(
  meetings: readonly M[],
  planned: MeetingTime & { partnerId: string; clientId: string },
): { meeting: M; whose: ClashOwner } | null {
  const meeting = meetings
    .filter((m) => m.status === 'scheduled' && (m.partnerId === planned.partnerId || m.clientId === planned.clientId))
    .filter((m) => overlaps(m, planned))
    .sort((a, b) => startOf(a) - startOf(b))[0];
  if (!meeting) return null;
  const partner = meeting.partnerId === planned.partnerId;
  const client = meeting.clientId === planned.clientId;
  return { meeting, whose: partner && client ? 'both' : partner ? 'partner' : 'client' };
}
