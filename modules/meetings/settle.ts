import type { Tx } from '../../server/db/kysely';
import { handle, type EventStore, type Untimed } from '../../server/eventstore';
import { userPackageDecider, type UserPackageCommand } from '../packages';
import { meetingDecider, type MeetingCommand } from './decide';
import type { MeetingEvent } from './events';

/**
 * What ending a meeting does to the hours it holds on its package, read off the event that ended
 * it: charged when it was held, the client did not come, or the client cancelled inside the notice
 * (issue 19); given back otherwise.
 */
function hoursAfter(ended: MeetingEvent | undefined, meetingId: string, now: Date): UserPackageCommand {
  if (ended?.type === 'MeetingCompleted') return { type: 'ConsumeHours', meetingId, now };
  if (ended?.type === 'MeetingCancelled' && ended.data.late)
    return { type: 'ConsumeHours', meetingId, lateCancellation: true, now };
  return { type: 'ReleaseReservation', meetingId, now };
}

/**
 * Ends a meeting and settles its reserved hours on its package, both decided at the same moment:
 * the two appends go into the caller's transaction together, so a meeting never ends with its hours
 * still held (a partner's meeting settled, a client's cancellation, a meeting cancelled on its
 * Accelerator's leaving, or ended with its package).
 */
export async function endMeetingAndHours(
  store: EventStore,
  tx: Tx,
  meetingId: string,
  userPackageId: string,
  ending: Untimed<MeetingCommand>,
  now: Date,
) {
  const ended = await handle(store, tx, meetingDecider, meetingId, { ...ending, now });
  const settled = await handle(
    store,
    tx,
    userPackageDecider,
    userPackageId,
    hoursAfter(ended.events[0], meetingId, now),
  );
  return [ended, settled];
}
