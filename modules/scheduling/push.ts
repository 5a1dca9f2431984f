import { definePush, type PushRule } from '../../server/eventstore';
import { schedulingKeys } from './contract';
import type { AvailabilityEvent, PolicyEvent } from './events';

/**
 * An Accelerator's availability reaches them (another tab) and the admins; the clients' open weeks
 * of free starts go stale (key only). The policy reaches everyone signed in: the clients' cancel
 * dialogs state it.
 */
export const schedulingPush: PushRule[] = [
  definePush<AvailabilityEvent>({
    handles: ['AvailabilitySet'],
    audience: (e) => [`user:${e.data.partnerId}`, 'role:admin'],
    keys: () => [[...schedulingKeys.availability]],
  }),
  definePush<AvailabilityEvent>({
    handles: ['AvailabilitySet'],
    audience: () => ['role:user'],
    keys: () => [['meetings', 'slots']],
  }),
  definePush<PolicyEvent>({
    handles: ['SchedulingPolicySet'],
    audience: () => ['role:admin', 'role:partner', 'role:user'],
    keys: () => [[...schedulingKeys.policy]],
  }),
];
