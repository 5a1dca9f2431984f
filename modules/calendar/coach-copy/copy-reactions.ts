import { tablesOf, type Tx } from '../../../server/db/kysely';
import { reactionsTo, type ReactionContext, type Stored } from '../../../server/eventstore';
import { jobIdFor } from '../../../jobs/boss';
import type { UserDeleted } from '../../identity';
import { meetingsOf, type MeetingEvent } from '../../meetings';
import type { BusySourcesSet } from '../../scheduling';
import { COPY_ALL_QUEUE, COPY_QUEUE, type CopyTables } from './copy-job';

// Every change of a meeting, and the choice of a calendar for the meetings, queue the copy's job in
// the event's transaction (keyed by the event: never twice). The job decides what to write.

const copy = async (tx: Tx, e: Stored<MeetingEvent>, { store }: ReactionContext) =>
  store.enqueueJob(tx, COPY_QUEUE, { meetingId: e.data.meetingId }, jobIdFor(e.eventId, 'coach-copy'));

export const coachCopyReactions = [
  ...reactionsTo<MeetingEvent>({
    MeetingPlanned: copy,
    MeetingRescheduled: copy,
    MeetingCancelled: copy,
    MeetingNotHeld: copy,
    MeetingCompleted: copy,
    MeetingHandedOver: copy,
  }),
  ...reactionsTo<UserDeleted>({
    // Erasure (Art. 17, 19 DSGVO; README): the firm put the client's name into the coaches' calendars
    // through the portal, so it reaches what it wrote. Every copy of the client's meetings, past and
    // coming, is written again as the portal names them now: 'Coaching: Klient (Konto gelöscht) & …'
    // (the coming ones are cancelled by the deletion and leave). An Accelerator's own erasure leaves
    // their copies: their calendar's password went with them.
    UserDeleted: async (tx, e, { store }) => {
      const ids = (await meetingsOf(tx, { clientId: e.data.userId })).map((m) => m.id);
      if (ids.length === 0) return;
      const copied = await tablesOf<CopyTables>(tx)
        .selectFrom('meeting_calendar_copies')
        .select('meeting_id')
        .where('meeting_id', 'in', ids)
        .execute();
      for (const { meeting_id: meetingId } of copied)
        await store.enqueueJob(tx, COPY_QUEUE, { meetingId }, jobIdFor(e.eventId, `coach-copy ${meetingId}`));
    },
  }),
  ...reactionsTo<BusySourcesSet>({
    BusySourcesSet: async (tx, e, { store }) => {
      if (e.data.sources.some((s) => s.writeMeetings))
        await store.enqueueJob(tx, COPY_ALL_QUEUE, { partnerId: e.data.partnerId }, jobIdFor(e.eventId, 'coach-copy'));
    },
  }),
];
