import type { EventModule } from '../../server/eventstore';
import { availabilityDecider, policyDecider } from './decide';
import { schedulingProjection } from './projections';
import { schedulingPush } from './push';

export { schedulingRoutes } from './routes';
export { schedulingErrors } from './errors';
export { availabilityOf, schedulingPolicyOf } from './queries';

export const schedulingModule: EventModule = {
  name: 'scheduling',
  labels: {
    AvailabilitySet: 'Verfügbarkeit gespeichert',
    SchedulingPolicySet: 'Absagefrist geändert',
  },
  projections: [schedulingProjection],
  streams: [availabilityDecider, policyDecider],
  push: schedulingPush,
};
