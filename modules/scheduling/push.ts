import { definePush, type PushRule } from '../../server/eventstore';
import { availabilityEventTypes, policyEventTypes, type AvailabilityEvent, type PolicyEvent } from './events';
import { busySourcesEventTypes, type BusySourcesEvent } from './busy/events';

/**
 * A partner's availability reaches the partner and the admins; clients learn only that it changed
 * (the type, no id: their free slots go stale). The firm's policy reaches everyone signed in.
 *
 * | event | audience |
 * |---|---|
 * | availability set | the partner, admins, clients |
 * | SchedulingPolicySet | everyone signed in |
 * | BusySourcesSet | the partner, admins |
 */
export const schedulingPush: PushRule[] = [
  definePush<AvailabilityEvent>({
    handles: availabilityEventTypes,
    audience: (e) => [`user:${e.data.partnerId}`, 'role:admin', 'role:user'],
  }),
  definePush<PolicyEvent>({ handles: policyEventTypes, audience: () => ['role:admin', 'role:partner', 'role:user'] }),
  definePush<BusySourcesEvent>({
    handles: busySourcesEventTypes,
    audience: (e) => [`user:${e.data.partnerId}`, 'role:admin'],
  }),
];
