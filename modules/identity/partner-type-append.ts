import type { Tx } from '../../server/db/kysely';
import type { EventStore, StreamAppend } from '../../server/eventstore';
import { decide, evolve, initialUserState } from './decide';
import { toUserStreamId, userStreamType } from './events';

/**
 * For another module's command (a partner profile saved with a specialty): inside its transaction,
 * the append that sets the partner account's `partnerType` by identity's own rules, or null when
 * nothing changes or the account is no active partner (the caller has checked the account).
 */
export async function partnerTypeAppend(store: EventStore, tx: Tx, userId: string, partnerType: string, now: Date): Promise<StreamAppend | null> {
  const streamId = toUserStreamId(userId);
  const { state, version } = await store.load(tx, streamId, { initialState: initialUserState, evolve });
  const events = decide({ type: 'ChangePartnerType', userId, partnerType, now }, state);
  if (typeof events === 'string' || events.length === 0) return null;
  return { streamId, streamType: userStreamType, expectedVersion: version, events };
}
