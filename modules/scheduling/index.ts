import type { EventModule } from '../../server/eventstore';
import { schedulingPrivacy } from './privacy';
import { availabilityDecider, policyDecider } from './decide';
import { schedulingProjections } from './projections';
import { schedulingPush } from './push';

export { schedulingRoutes } from './routes';
export { availabilityOf, schedulingPolicyOf } from './queries';
export { schedulingErrors } from './errors';

export const schedulingModule: EventModule = {
  name: 'scheduling',
  privacy: schedulingPrivacy,
  labels: {
    AvailabilitySet: 'Verfügbarkeit gespeichert',
    SchedulingPolicySet: 'Absagefrist geändert',
  },
  streams: [availabilityDecider, policyDecider],
  projections: schedulingProjections,
  push: schedulingPush,
};
