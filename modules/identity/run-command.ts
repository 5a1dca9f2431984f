import type { Tx } from '../../server/db/kysely';
import type { AppContext } from '../../server/context';
import type { EventMetadata, StoredEvent } from '../../server/eventstore';
import { decide, evolve, initialUserState, IdentityDomainError, type IdentityCommand } from './decide';
import { toUserStreamId, userStreamType, type IdentityEvent } from './events';
import { forgetUser } from './session-cache';

const decider = { initialState: initialUserState, evolve };

/**
 * Load the user's stream, decide, append; extra work (`also`, told the events decided) runs in the
 * same transaction, `afterAppend` once the events have their ids (to key a job by one).
 */
export async function run<R>(
  ctx: AppContext,
  userId: string,
  build: (tx: Tx) => Promise<IdentityCommand>,
  meta: EventMetadata,
  also: (tx: Tx, events: IdentityEvent[]) => Promise<R>,
  afterAppend?: (tx: Tx, stored: StoredEvent[]) => Promise<void>,
): Promise<R> {
  const { result } = await ctx.store.execute(async (tx) => {
    const { state, version } = await ctx.store.load(tx, toUserStreamId(userId), decider);
    const command = await build(tx);
    const events = decide(command, state);
    if (typeof events === 'string') throw new IdentityDomainError(events);
    const result = await also(tx, events);
    return {
      appends: [{ streamId: toUserStreamId(userId), streamType: userStreamType, expectedVersion: version, events }],
      result,
      afterAppend,
    };
  }, meta);
  // After the commit: a request resolving the session now must read the changed account (a
  // forget inside the transaction could be undone by a request caching the old row meanwhile).
  forgetUser(userId);
  return result;
}
