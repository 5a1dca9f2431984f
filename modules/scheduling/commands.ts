import { ownedValueSaver, runner, type EventMetadata } from '../../server/eventstore';
import { findUserById } from '../identity';
import { availabilityDecider, policyDecider } from './decide';
import { POLICY_ID } from './events';
import type { SchedulingPolicyChange } from './contract';

/** Saves the whole availability of `partnerId` (the partner themself, or an admin). */
export const setAvailability = ownedValueSaver(availabilityDecider, findUserById);

const runPolicy = runner(policyDecider);

/** Sets the firm's scheduling policy (admins): the fields sent; the others stay as they are. */
export async function setSchedulingPolicy(
  host: Parameters<typeof runPolicy>[0],
  actor: { id: string; role: string },
  change: SchedulingPolicyChange,
  metadata: EventMetadata,
): Promise<void> {
  await runPolicy(host, POLICY_ID, (_tx, now) => ({ type: 'SetSchedulingPolicy', actor, change, now }), metadata);
}
