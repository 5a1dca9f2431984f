import type { Tx } from '../../server/db/kysely';
import { handle, type EventStore, type Untimed } from '../../server/eventstore';
import { userPackageDecider } from '../packages';
import { meetingDecider, type MeetingCommand } from './decide';

/** What ending a meeting does to the hours it holds on its package: charged, or given back. */
export type HoursMove = 'ConsumeHours' | 'ReleaseReservation';

/**
 * Ends a meeting and settles its reserved hours on its package, both decided at the same moment:
 * the two appends go into the caller's transaction together, so a meeting never ends with its hours
 * still held (a partner's meeting settled, cancelled on their leaving, or ended with its package).
 */
export async function endMeetingAndHours(
  store: EventStore,
  tx: Tx,
  meetingId: string,
  userPackageId: string,
  ending: Untimed<MeetingCommand>,
  hours: HoursMove,
  now: Date,
) {
  const ended = await handle(store, tx, meetingDecider, meetingId, { ...ending, now });
  const settled = await handle(store, tx, userPackageDecider, userPackageId, { type: hours, meetingId, now });
  return [ended, settled];
}
