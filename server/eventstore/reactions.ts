import type { Tx } from '../db/kysely';
import type { EventStore } from './store';
import type { NewEvent, Stored, StoredEvent } from './types';

/** What reactions may use besides their transaction. */
export interface ReactionContext {
  store: EventStore;
  /** The host's settings that e-mails need: the product's name and the portal's address. */
  productName: string;
  publicUrl: string;
}

/**
 * Work one event type causes, in the event's own append transaction and on live appends only
 * (replay never runs it): e-mails and other jobs (keyed by the event id, so never twice), erasing
 * a person. It runs once every event of the append is projected, so it reads the read tables as
 * the transaction leaves them; `beforeProjections` runs it first, for work that needs rows the
 * event's projections remove.
 */
export interface Reaction {
  type: string;
  beforeProjections?: boolean;
  react(tx: Tx, event: StoredEvent, ctx: ReactionContext): Promise<void>;
}

type ReactionHandlers<E extends NewEvent> = {
  [T in E['type']]?: (tx: Tx, event: Stored<Extract<E, { type: T }>>, ctx: ReactionContext) => Promise<void>;
};

/** A module's reactions, one handler per event type of E, each typed by its event. */
export function reactionsTo<E extends NewEvent>(
  handlers: ReactionHandlers<E>,
  opts: { beforeProjections?: boolean } = {},
): Reaction[] {
  // The store calls each handler only with events of its own type.
  return Object.entries(handlers).map(([type, react]) => ({ type, ...opts, react: react as Reaction['react'] }));
}
