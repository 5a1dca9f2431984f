import { expect } from 'vitest';
import type { Decider, NewEvent, Rejection } from '../eventstore';

/**
 * Given events, when a command, then events or an error: the shape of every decide test.
 * `decide` returns the new events, or the broken rule (a code, or an object with a code).
 */
function deciderSpec<S, E, C>(d: {
  initialState: () => S;
  evolve: (s: S, e: E) => S;
  decide: (c: C, s: S) => E[] | string | { code: string };
}) {
  return (given: E[]) => ({
    when: (command: C) => {
      const result = d.decide(command, given.reduce(d.evolve, d.initialState()));
      return {
        then: (expected: E[]) => expect(result).toEqual(expected),
        thenError: (error: unknown) => expect(result).toEqual(error),
      };
    },
  });
}

// What the modules' decide unit tests share: the spec of a decider and the instant they decide at.

/** The given/when/then spec of a module's decider, deciding as the kernel does on stream `id`. */
export function specOf<S, E extends NewEvent, C, R extends Rejection>(decider: Decider<S, E, C, R>, id = '') {
  return deciderSpec<S, E, C>({
    initialState: decider.initialState,
    evolve: decider.evolve,
    decide: (command, state) => decider.decide(command, state, id),
  });
}

export const now = new Date('2026-03-12T13:05:00Z');
export const at = now.toISOString();
