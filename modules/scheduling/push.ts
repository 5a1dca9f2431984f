import { definePush, type PushRule } from '../../server/eventstore';
import { schedulingKeys } from './contract';
import { availabilityEventTypes, policyEventTypes, type AvailabilityEvent, type PolicyEvent } from './events';

/** Every client's free slots (of any partner, any stretch): the prefix of `meetingKeys.slots`. */
const slotsKey = ['meetings', 'slots'];

/**
 * A partner's availability reaches the partner and the admins; clients learn only that slot lists
 * went stale (the key, no id). The firm's policy reaches everyone signed in (every role's room).
 *
 * | event | audience | keys |
 * |---|---|---|
 * | availability set | the partner, admins | availability, free slots |
 * | the same | clients | free slots |
 * | SchedulingPolicySet | everyone signed in | the policy |
 */
export const schedulingPush: PushRule[] = [
  definePush<AvailabilityEvent>({
    handles: availabilityEventTypes,
    audience: (e) => [`user:${e.data.partnerId}`, 'role:admin'],
    keys: () => [[...schedulingKeys.availability], slotsKey],
  }),
  definePush<AvailabilityEvent>({
    handles: availabilityEventTypes,
    audience: () => ['role:user'],
    keys: () => [slotsKey],
  }),
  definePush<PolicyEvent>({
    handles: policyEventTypes,
    audience: () => ['role:admin', 'role:partner', 'role:user'],
    keys: () => [[...schedulingKeys.policy]],
  }),
];
