import type { Tx } from '../../../server/db/kysely';
import { reactionsTo, type ReactionContext, type Stored } from '../../../server/eventstore';
import { jobIdFor } from '../../../jobs/boss';
import type { MeetingEvent } from '../../meetings';
import type { BusySourcesSet } from '../../scheduling';
import { COPY_ALL_QUEUE, COPY_QUEUE } from './copy-job';

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
  ...reactionsTo<BusySourcesSet>({
    BusySourcesSet: async (tx, e, { store }) => {
      if (e.data.sources.some((s) => s.writeMeetings))
        await store.enqueueJob(tx, COPY_ALL_QUEUE, { partnerId: e.data.partnerId }, jobIdFor(e.eventId, 'coach-copy'));
    },
  }),
];
