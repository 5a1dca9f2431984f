import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { Role } from '../identity/contract';
import type { FeedEndReason } from './contract';
import { feedStreams, type CalendarEvent } from './events';

/** A person's feed: live or not, and the hash of its token while live. */
interface FeedState {
  tokenHash: string | null;
}

function evolve(_state: FeedState, e: CalendarEvent): FeedState {
  switch (e.type) {
    case 'CalendarFeedCreated':
      return { tokenHash: e.data.tokenHash };
    case 'CalendarFeedRevoked':
      return { tokenHash: null };
    default:
      return unreachable(e);
  }
}

type CalendarCommand =
  /** A new address (the handler made the token and passes its hash); a live one is replaced. */
  | { type: 'CreateFeed'; userId: string; role: Role; tokenHash: string; now: Date }
  /** The person ends the subscription ('ended'), or an account event ends it (the other reasons). */
  | { type: 'RevokeFeed'; userId: string; reason: Exclude<FeedEndReason, 'renewed'>; now: Date };

export type CalendarError = 'NoFeedForAdmins' | 'NoFeed';

/** Pure: the events a command causes on a person's feed, or the rule it breaks. */
function decide(command: CalendarCommand, state: FeedState): CalendarEvent[] | CalendarError {
  const at = command.now.toISOString();
  const { userId } = command;
  switch (command.type) {
    case 'CreateFeed': {
      // An admin has no meetings of their own (as /api/meetings/mine): nothing to subscribe to.
      if (command.role === 'admin') return 'NoFeedForAdmins';
      const created: CalendarEvent = {
        type: 'CalendarFeedCreated',
        data: { userId, tokenHash: command.tokenHash, at },
      };
      // A new address ends the old one in the same append: it stops working at once.
      return state.tokenHash === null
        ? [created]
        : [{ type: 'CalendarFeedRevoked', data: { userId, reason: 'renewed', at } }, created];
    }
    case 'RevokeFeed':
      if (state.tokenHash !== null)
        return [{ type: 'CalendarFeedRevoked', data: { userId, reason: command.reason, at } }];
      // Ending what is not there: the person is told; an account event simply has nothing to end.
      return command.reason === 'ended' ? 'NoFeed' : [];
    default:
      return unreachable(command);
  }
}

/** A person's calendar feed: the kernel loads, folds and decides with it. */
export const feedDecider = defineDecider(feedStreams, () => ({ tokenHash: null }), evolve, decide);
