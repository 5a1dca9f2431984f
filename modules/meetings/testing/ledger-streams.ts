import type { Decider, NewEvent, Rejection } from '../../../server/eventstore';
import type { userPackageDecider, UserPackageCommand } from '../../packages';
import type { meetingDecider, MeetingCommand } from '../decide';

// The ledger property's streams (ends-ledger.unit.test.ts): a decider's state kept in memory, as the
// kernel keeps a stream, without a database.

/** A stream as the kernel keeps it: its state, folded from each event appended. */
export class Stream<S, E extends NewEvent, C> {
  state: S;
  constructor(
    private readonly decider: Decider<S, E, C, Rejection>,
    readonly id: string,
  ) {
    this.state = decider.initialState();
  }
  append(events: E[]): void {
    this.state = events.reduce(this.decider.evolve, this.state);
  }
  decide(command: C): E[] | null {
    const r = this.decider.decide(command, this.state, this.id);
    return Array.isArray(r) ? r : null;
  }
}
export type PackageStream = Stream<
  ReturnType<typeof userPackageDecider.initialState>,
  Parameters<typeof userPackageDecider.evolve>[1],
  UserPackageCommand
>;
export type MeetingStream = Stream<
  ReturnType<typeof meetingDecider.initialState>,
  Parameters<typeof meetingDecider.evolve>[1],
  MeetingCommand
>;
