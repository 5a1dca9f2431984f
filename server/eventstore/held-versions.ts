import type { Tx } from '../db/kysely';

/**
 * Per transaction, the streams it loaded under their advisory lock and the version it holds them at:
 * appending there needs no second look at the stream's version (issue 36: fewer statements per command).
 */
export class HeldVersions {
  private readonly held = new WeakMap<Tx, Map<string, number>>();

  hold(tx: Tx, streamId: string, version: number): void {
    const streams = this.held.get(tx) ?? new Map<string, number>();
    streams.set(streamId, version);
    this.held.set(tx, streams);
  }

  isAt(tx: Tx, streamId: string, version: number): boolean {
    return this.held.get(tx)?.get(streamId) === version;
  }
}
