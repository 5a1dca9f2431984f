import type { Tx } from '../../server/db/kysely';
import { DomainError, handle, type EventStore, type StreamAppend } from '../../server/eventstore';
import { userDecider } from './decide';

/**
 * For another module's command (a partner profile saved with a specialty): inside its transaction,
 * the append that sets the partner account's `partnerType` by identity's own rules, or null when
 * the account is no active partner (the caller has checked the account). An unchanged type appends
 * nothing.
 */
export async function partnerTypeAppend(
  store: EventStore,
  tx: Tx,
  userId: string,
  partnerType: string,
  now: Date,
): Promise<StreamAppend | null> {
  try {
    return await handle(store, tx, userDecider, userId, { type: 'ChangePartnerType', userId, partnerType, now });
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
}
