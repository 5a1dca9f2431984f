import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { runner, type EventMetadata } from '../../server/eventstore';
import type { Role } from '../identity/contract';
import { feedDecider } from './decide';

const runFeedCommand = runner(feedDecider);

/** What the log and the read table keep of a feed's token: its SHA-256, hex. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A new secret address for the person: 32 random bytes, base64url. Only the hash is decided on and
 * logged; the token is answered to the caller this once and kept nowhere. A live feed is replaced.
 */
export async function createFeed(
  ctx: AppContext,
  person: { id: string; role: Role },
  meta: EventMetadata,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = feedTokenHash(token);
  await runFeedCommand(
    ctx,
    person.id,
    (_, now) => ({ type: 'CreateFeed', userId: person.id, role: person.role, tokenHash, now }),
    meta,
  );
  return token;
}

/** The person ends their subscription: the address stops working at once. */
export async function endFeed(ctx: AppContext, userId: string, meta: EventMetadata): Promise<void> {
  await runFeedCommand(ctx, userId, (_, now) => ({ type: 'RevokeFeed', userId, reason: 'ended', now }), meta);
}
