import type { Tx } from '../db/kysely';

/**
 * Per transaction, the streams whose advisory lock it holds and the version it loaded them at:
 * loading a locked stream takes no second lock, and appending where it loaded needs no second look
 * at the stream's version (issue 36: fewer statements per command).
 */
export class HeldVersions {
  private readonly held = new WeakMap<Tx, Map<string, number | null>>();

  private streamsOf(tx: Tx): Map<string, number | null> {
    const streams = this.held.get(tx) ?? new Map<string, number | null>();
    this.held.set(tx, streams);
    return streams;
  }

  /** The stream's lock is held (taken before it was loaded: `EventStore.lock`). */
  lock(tx: Tx, streamId: string): void {
    const streams = this.streamsOf(tx);
    if (!streams.has(streamId)) streams.set(streamId, null);
  }

  isLocked(tx: Tx, streamId: string): boolean {
    return this.held.get(tx)?.has(streamId) ?? false;
  }

  hold(tx: Tx, streamId: string, version: number): void {
    this.streamsOf(tx).set(streamId, version);
  }

  isAt(tx: Tx, streamId: string, version: number): boolean {
    return this.held.get(tx)?.get(streamId) === version;
  }
}
