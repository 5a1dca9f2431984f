import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventModule } from '../../server/eventstore';
import { meetingsPrivacy } from './privacy';
import { startMeetingJobs } from './jobs';
import { meetingsProjection } from './projections';
import { meetingTalliesProjection } from './tallies';
import { meetingsPush } from './push';
import { meetingDecider } from './decide';
import { meetingsErasure } from './erasure';
import { meetingMailReactions } from './notifications';
import { packageEndReactions } from './package-ends';

export { meetingsRoutes } from './routes';
export { meetingsOf, meetingCountsByClient, toViews as meetingViews, type MeetingViewer } from './queries';
export { findMeeting } from './queries';
export type { MeetingEvent } from './events';
export { meetingSummariesOf } from './summaries';
export { clientMeetingPage, completedHoursByMonth, overdueMeetingsOfClient } from './client-queries';
export { meetingTotals, scheduledInMonth, partnerSchedule, latestLiveMeetingStart } from './counts';
export { meetingsErrors } from './errors';
export { partnerTies } from './partner-leaves';
export { meetingsForFees } from './fee-facts';
export { chargedHoursUntil, type ChargedHoursFact } from './report-facts';

export const meetingsModule: EventModule = {
  name: 'meetings',
  labels: {
    MeetingPlanned: 'Meeting geplant',
    MeetingCompleted: 'Meeting abgeschlossen',
    MeetingCancelled: 'Meeting abgesagt',
    MeetingNotHeld: 'Meeting nicht stattgefunden',
    MeetingReminderSent: 'Erinnerung gesendet',
    MeetingHandedOver: 'Meeting übergeben',
    MeetingRescheduled: 'Meeting verschoben',
  },
  // The tallies first: they read each meeting's row as it was before the event.
  projections: [meetingTalliesProjection, meetingsProjection, meetingsErasure],
  privacy: meetingsPrivacy,
  streams: [meetingDecider],
  push: meetingsPush,
  reactions: [...meetingMailReactions, ...packageEndReactions],
};

export async function startMeetings(ctx: AppContext, boss: PgBoss): Promise<void> {
  await startMeetingJobs(boss, ctx);
}
