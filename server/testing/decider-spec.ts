import { expect } from 'vitest';

/**
 * Given events, when a command, then events or an error: the shape of every decide test.
 * `decide` returns the new events, or the broken rule (a code, or an object with a code).
 */
export function deciderSpec<S, E, C>(d: {
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
