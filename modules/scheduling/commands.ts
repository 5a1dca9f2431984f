import type { AppContext } from '../../server/context';
import { runner, type EventMetadata } from '../../server/eventstore';
import type { Availability } from './contract';
import { availabilityDecider, policyDecider, type Actor } from './decide';
import { FIRM_POLICY } from './events';

const runAvailability = runner(availabilityDecider);
const runPolicy = runner(policyDecider);

export async function setAvailability(
  ctx: AppContext,
  actor: Actor,
  partnerId: string,
  availability: Availability,
  meta: EventMetadata,
): Promise<void> {
  await runAvailability(
    ctx.store,
    partnerId,
    () => ({ type: 'SetAvailability', actor, partnerId, availability, now: ctx.now() }),
    meta,
  );
}

export async function setSchedulingPolicy(
  ctx: AppContext,
  actor: Actor,
  cancellationNoticeHours: number,
  meta: EventMetadata,
): Promise<void> {
  await runPolicy(
    ctx.store,
    FIRM_POLICY,
    () => ({ type: 'SetSchedulingPolicy', actor, cancellationNoticeHours, now: ctx.now() }),
    meta,
  );
}
