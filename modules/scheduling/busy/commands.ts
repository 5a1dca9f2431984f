import { runner, type EventMetadata } from '../../../server/eventstore';
import type { AppContext } from '../../../server/context';
import { findUserById } from '../../identity';
import type { BusySourceInput } from './contract';
import { busySourcesDecider } from './decide';

const run = runner(busySourcesDecider);

/** Saves all calendars of `partnerId` (the partner themself, or an admin); answers whether anything changed. */
export async function setBusySources(
  host: AppContext,
  actor: { id: string; role: string },
  partnerId: string,
  sources: BusySourceInput[],
  metadata: EventMetadata,
): Promise<boolean> {
  return run(
    host,
    partnerId,
    async (tx, now) => ({
      type: 'SetBusySources' as const,
      sources,
      actor,
      ownerRole: (await findUserById(tx, partnerId))?.role ?? null,
      now,
    }),
    metadata,
    async (_tx, events) => events.length > 0,
  );
}
