import type { Decider, NewEvent, Rejection } from './index';
import { deciderSpec } from '../testing/decider-spec';

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
