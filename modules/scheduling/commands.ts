import type { AppContext } from '../../server/context';
import { runner, settingSaver, type EventMetadata } from '../../server/eventstore';
import { findUserById } from '../identity';
import type { Availability } from './contract';
import { availabilityDecider, policyDecider } from './decide';
import { POLICY_ID } from './events';
import type { Actor } from '../identity/contract';

const runAvailability = runner(availabilityDecider);

/** Saves the whole availability of `partnerId` (the partner themself, or an admin). */
export async function setAvailability(
  ctx: AppContext,
  actor: Actor,
  partnerId: string,
  availability: Availability,
  meta: EventMetadata,
): Promise<void> {
  await runAvailability(
    ctx,
    partnerId,
    async (tx, now) => ({
      type: 'SetAvailability',
      partnerId,
      availability,
      actor,
      targetIsPartner: (await findUserById(tx, partnerId))?.role === 'partner',
      now,
    }),
    meta,
  );
}

/** Sets the firm's cancellation notice (admins). */
export const setSchedulingPolicy = settingSaver(policyDecider, POLICY_ID);
