import { defineDecider, runner, type AggregateStreams, type CommandHost, type Decider } from './command';
import type { Rejection } from './domain-error';
import type { EventMetadata, NewEvent } from './types';

// A firm-wide setting (the firm's data, DATEV, the scheduling policy, a payment switch): one stream
// holding one value that each save replaces whole. The admin alone saves it; the same value again
// appends nothing.

/** The one event of a setting: the whole value under its name, and when it was saved. */
type SettingEvent = NewEvent<string, { at: string }>;

/** The name the value carries in the event and in the command (`settings`, `autoActivate`, …). */
type SettingKey<E extends SettingEvent> = Exclude<keyof E['data'], 'at'> & string;
type SettingValue<E extends SettingEvent> = E['data'][SettingKey<E>];

/** Saving a setting: the whole new value, named as in its event, who saves it, when. */
export type SaveSetting<T extends string, E extends SettingEvent> = {
  type: T;
  actor: { id: string; role: string };
  now: Date;
} & { [K in SettingKey<E>]: E['data'][K] };

interface SettingRules<C extends SaveSetting<string, E>, E extends SettingEvent, R> {
  command: C['type'];
  event: E['type'];
  key: SettingKey<E>;
  /** The value before the first save; by default none, so the first save always appends. */
  initial?: SettingValue<E>;
  /** The value in one key order (the log's jsonb keeps none), so equal values compare equal. */
  inOrder?: (value: SettingValue<E>) => SettingValue<E>;
  /** The rule a value breaks (checked as the admin sent it), if any. */
  broken?: (value: SettingValue<E>) => R | null;
}

interface SettingState<V> {
  value: V | null;
}

/** A setting's decider, and the command that saves a value (for `settingSaver`). */
interface SettingDecider<C, E extends SettingEvent, R extends Rejection> extends Decider<
  SettingState<SettingValue<E>>,
  E,
  C,
  R
> {
  save(actor: { id: string; role: string }, value: SettingValue<E>, now: Date): C;
}

/** The decider of a setting saved as events `E` by commands `C`; a save by anyone but an admin is 'NotAllowed'. */
export function settingDecider<C extends SaveSetting<string, E>, E extends SettingEvent, R extends Rejection = never>(
  streams: AggregateStreams,
  rules: SettingRules<C, E, R>,
): SettingDecider<C, E, R | 'NotAllowed'> {
  const { key } = rules;
  // The value sits under `key` in the command and in the event (SaveSetting, SettingEvent).
  const valueIn = (holder: C | E['data']) => (holder as Record<SettingKey<E>, SettingValue<E>>)[key];
  const inOrder = rules.inOrder ?? ((value) => value);
  const same = (a: SettingValue<E>, b: SettingValue<E>) => JSON.stringify(inOrder(a)) === JSON.stringify(b);
  const decide = (command: C, state: SettingState<SettingValue<E>>): E[] | R | 'NotAllowed' => {
    if (command.actor.role !== 'admin') return 'NotAllowed';
    const broken = rules.broken?.(valueIn(command));
    if (broken) return broken;
    const value = inOrder(valueIn(command));
    if (state.value !== null && same(state.value, value)) return [];
    // A computed key is a string index to the compiler: the event is E by SettingEvent's shape.
    return [{ type: rules.event, data: { [key]: value, at: command.now.toISOString() } } as unknown as E];
  };
  const decider = defineDecider(
    streams,
    (): SettingState<SettingValue<E>> => ({ value: rules.initial ?? null }),
    (_state, event: E) => ({ value: valueIn(event.data) }),
    decide,
  );
  // Likewise the command, by SaveSetting's shape.
  const save = (actor: { id: string; role: string }, value: SettingValue<E>, now: Date) =>
    ({ type: rules.command, actor, now, [key]: value }) as unknown as C;
  return { ...decider, save };
}

/**
 * The command handler of a setting in stream `id`: `save(host, actor, value, metadata)` decides at
 * the host's time and appends, in its own transaction.
 */
export function settingSaver<C, E extends SettingEvent, R extends Rejection>(
  decider: SettingDecider<C, E, R>,
  id: string,
) {
  const run = runner(decider);
  return async (
    host: CommandHost,
    actor: { id: string; role: string },
    value: SettingValue<E>,
    metadata: EventMetadata,
  ): Promise<void> => {
    await run(host, id, (_tx, now) => decider.save(actor, value, now), metadata);
  };
}
