import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventModule } from '../../server/eventstore';
import { startMeetingJobs } from './jobs';
import { meetingsProjection } from './projections';
import { meetingsPush } from './push';
import { evolveMeeting, initialMeetingState } from './decide';
import { meetingStreamType } from './events';
import { meetingsErasure, meetingsPersonal } from './erasure';

export { meetingsRoutes } from './routes';
export { planMeeting, completeMeeting, cancelMeeting, sendDueReminders } from './commands';
export { meetingsOf, allMeetings, meetingCountsByClient, toViews as meetingViews } from './queries';

export const meetingsModule: EventModule = {
  name: 'meetings',
  labels: { MeetingPlanned: 'Meeting geplant', MeetingCompleted: 'Meeting abgeschlossen', MeetingCancelled: 'Meeting abgesagt', MeetingReminderSent: 'Erinnerung gesendet' },
  projections: [meetingsProjection, meetingsErasure],
  personal: meetingsPersonal,
  streams: { [meetingStreamType]: { initialState: initialMeetingState, evolve: evolveMeeting as never } },
  push: meetingsPush,
};

export async function startMeetings(ctx: AppContext, boss: PgBoss): Promise<void> {
  await startMeetingJobs(boss, ctx);
}
