import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventModule } from '../../server/eventstore';
import { schedulingPrivacy } from './privacy';
import { availabilityDecider, policyDecider } from './decide';
import { schedulingProjections } from './projections';
import { schedulingPush } from './push';
import { busySourcesDecider } from './busy/decide';
import { busySourcesProjections } from './busy/projections';
import { busySourceReactions, startBusyJobs } from './busy/jobs';

export { schedulingRoutes } from './routes';
export { availabilityOf, schedulingPolicyOf } from './queries';
export { busyTimesOf, caldavHolding, meetingCalendarOf } from './busy/queries';
export { recordCopyOutcome, type CopyOutcome } from './busy/copy-state';
export { calendarFetch } from './busy/guarded-fetch';
export { failureText, lastingFailure } from './busy/read-failure';
export { calendarAuthHeaders } from './busy/read-source';
export type { BusySource, BusySourcesSet } from './busy/events';
export { schedulingErrors } from './errors';

export const schedulingModule: EventModule = {
  name: 'scheduling',
  privacy: schedulingPrivacy,
  labels: {
    AvailabilitySet: 'Verfügbarkeit gespeichert',
    SchedulingPolicySet: 'Absagefrist geändert',
    BusySourcesSet: 'Eigene Kalender gespeichert',
  },
  streams: [availabilityDecider, policyDecider, busySourcesDecider],
  projections: [...schedulingProjections, ...busySourcesProjections],
  push: schedulingPush,
  reactions: busySourceReactions,
};

/** The scheduling module's jobs: reading the Accelerators' own calendars. */
export async function startScheduling(ctx: AppContext, boss: PgBoss): Promise<void> {
  await startBusyJobs(ctx, boss);
}
