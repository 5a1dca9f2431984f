import type { Tx } from '../db/kysely';
import type { ReadAhead } from './batched-writes';
import { keyId, openWith, sealedKeysOf } from './personal-data';
import { eventColumns, toStoredEvent, type EventRow } from './rows';
import type { EventStore } from './store';
import type { StoredEvent } from './types';

/**
 * The log as a replay reads it: in position order (see `EventStore.readSnapshot`), each batch read
 * ahead on the rebuild's own connection while the batch before it is folded, and opened with the
 * keys loaded once per transaction instead of one `person_keys` read per batch (a read on that
 * connection would wait for every write sent before it, and the read ahead with it).
 */
export class ReplayLog {
  private keys = new Map<string, Buffer | null>();

  constructor(
    private readonly store: EventStore,
    private readonly readAhead: ReadAhead,
  ) {}

  /** At the start of each rebuild transaction: the keys and tombstones as that transaction sees them. */
  async begin(tx: Tx): Promise<void> {
    this.keys = await this.store.keys.loadAll(tx);
  }

  /** Starts reading the events after `after` (at most `limit`); answers them as the domain reads them. */
  read(tx: Tx, after: number, limit: number): Promise<StoredEvent[]> {
    const query = tx
      .selectFrom('events')
      .select(eventColumns)
      .where('position', '>', after)
      .orderBy('position')
      .limit(limit)
      .compile();
    return this.readAhead<EventRow>(query).then((r) => this.open(tx, r.rows));
  }

  private async open(tx: Tx, rows: EventRow[]): Promise<StoredEvent[]> {
    // A subject whose key was created after `begin` (a command committing during a chunk): read it
    // now, as `openEvents` would. One that has no key at all reads as erased, and is asked again.
    const missing = sealedKeysOf(rows).filter((w) => !this.keys.has(keyId(w.subject, w.purpose)));
    if (missing.length > 0) for (const [id, key] of await this.store.keys.load(tx, missing)) this.keys.set(id, key);
    return openWith(rows, this.keys).map((r) => toStoredEvent(r, this.store.registry));
  }
}
