import type { Tx } from '../db/kysely';
import { defineDecider, runner, type AggregateStreams, type CommandHost, type Decider } from './command';
import type { Rejection } from './domain-error';
import type { EventMetadata, NewEvent } from './types';

// A value one account owns, saved whole (a client's billing address, a partner's availability): one
// stream per owner, its id the owner's user id. The owner themself or an admin saves it, and only for
// an account of the role the value belongs to; the same value again appends nothing.

type Actor = { id: string; role: string };

/** Saving an owned value for the stream's owner: the whole value, who saves it, the owner's role, when. */
export interface SaveOwnedValue<T extends string, V> {
  type: T;
  value: V;
  actor: Actor;
  /** The role of the owner's account (read by the handler); null when there is no such account. */
  ownerRole: string | null;
  now: Date;
}

interface OwnedValueRules<T extends string, V, E extends NewEvent, R, N> {
  command: T;
  /** The role an owner's account holds, and the rule a save for an account of another role breaks. */
  role: string;
  notOwnerRole: N;
  /** The event saving `value` for owner `ownerId` at `at`, and the value an event saved. */
  saved: (ownerId: string, value: V, at: string) => E;
  valueOf: (event: E) => V;
  /** The value in one key order (the log's jsonb keeps none), so equal values compare equal. */
  inOrder: (value: V) => V;
  /** The rule a value breaks (checked as it was sent), if any. */
  broken?: (value: V) => R | null;
}

interface OwnedValueState<V> {
  value: V | null;
}

/** An owned value's decider, and the command that saves a value (for `ownedValueSaver`). */
interface OwnedValueDecider<T extends string, V, E extends NewEvent, R extends Rejection> extends Decider<
  OwnedValueState<V>,
  E,
  SaveOwnedValue<T, V>,
  R
> {
  save(actor: Actor, value: V, ownerRole: string | null, now: Date): SaveOwnedValue<T, V>;
}

/** The decider of a value owned by the account of the stream's id; a save by anyone else but an admin is 'NotAllowed'. */
export function ownedValueDecider<
  const T extends string,
  V,
  E extends NewEvent,
  const N extends Rejection,
  R extends Rejection = never,
>(streams: AggregateStreams, rules: OwnedValueRules<T, V, E, R, N>): OwnedValueDecider<T, V, E, R | N | 'NotAllowed'> {
  const decide = (command: SaveOwnedValue<T, V>, state: OwnedValueState<V>, ownerId: string) => {
    const { actor } = command;
    if (actor.role !== 'admin' && !(actor.role === rules.role && actor.id === ownerId)) return 'NotAllowed';
    if (command.ownerRole !== rules.role) return rules.notOwnerRole;
    const broken = rules.broken?.(command.value);
    if (broken) return broken;
    const value = rules.inOrder(command.value);
    if (state.value !== null && JSON.stringify(rules.inOrder(state.value)) === JSON.stringify(value)) return [];
    return [rules.saved(ownerId, value, command.now.toISOString())];
  };
  const decider = defineDecider(
    streams,
    (): OwnedValueState<V> => ({ value: null }),
    (_state, event: E) => ({ value: rules.valueOf(event) }),
    decide,
  );
  const save = (actor: Actor, value: V, ownerRole: string | null, now: Date) => ({
    type: rules.command,
    value,
    actor,
    ownerRole,
    now,
  });
  return { ...decider, save };
}

/**
 * The command handler of an owned value: `save(host, actor, ownerId, value, metadata)` reads the
 * owner's account with `accountOf` in the transaction, decides at the host's time and appends.
 */
export function ownedValueSaver<T extends string, V, E extends NewEvent, R extends Rejection>(
  decider: OwnedValueDecider<T, V, E, R>,
  accountOf: (tx: Tx, id: string) => Promise<{ role: string } | undefined>,
) {
  const run = runner(decider);
  return async (host: CommandHost, actor: Actor, ownerId: string, value: V, metadata: EventMetadata): Promise<void> => {
    const build = async (tx: Tx, now: Date) =>
      decider.save(actor, value, (await accountOf(tx, ownerId))?.role ?? null, now);
    await run(host, ownerId, build, metadata);
  };
}
