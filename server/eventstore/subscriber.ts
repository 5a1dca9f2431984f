import pg from 'pg';
import type { EventStore } from './store';
import type { LogCheckpoint, StoredEvent } from './types';

type EventListener = (event: StoredEvent) => void | Promise<void>;

/**
 * Follows the global log after `from`: LISTENs for the store's NOTIFY and reads what is new in
 * `(transaction id, position)` order, keeping both as its checkpoint. Events of a transaction that
 * is still running, or that committed behind one still running, are held back by `readAll`; while
 * some are, it looks again shortly, so a late commit is delivered, never skipped.
 */
export class EventSubscriber {
  private client: pg.Client | null = null;
  private last: LogCheckpoint;
  private reading = false;
  private again = false;
  private closed = false;
  // Two timers, not one: a pending catch-up retry must never swallow a reconnect (or the other
  // way round), or a database restart would leave the subscriber polling without LISTEN for good.
  private retryTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly url: string,
    private readonly listener: EventListener,
    from: LogCheckpoint,
    private readonly onStatus: (connected: boolean) => void = () => {},
    /** Whether anyone would receive what is delivered now (a socket on this instance). */
    private readonly listening: () => boolean = () => true,
  ) {
    this.last = from;
  }

  get checkpoint(): LogCheckpoint {
    return this.last;
  }

  async start(): Promise<void> {
    await this.connect();
    await this.catchUp();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', () => void this.catchUp());
    client.on('error', () => this.reconnectLater(client));
    client.on('end', () => this.reconnectLater(client));
    try {
      await client.connect();
      await client.query('LISTEN events');
    } catch (err) {
      // A half-open attempt is closed; the caller schedules the next one.
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      void client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.onStatus(true);
  }

  private reconnectLater(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.onStatus(false);
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    this.reconnect(1000);
  }

  /** Tries to LISTEN again after `ms`, backing off up to 10 s while the database stays away. */
  private reconnect(ms: number): void {
    if (this.reconnectTimer || this.closed) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect()
        .then(() => this.catchUp())
        .catch(() => this.reconnect(Math.min(ms * 2, 10_000)));
    }, ms);
  }

  private schedule(fn: () => Promise<void>, ms: number): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      fn().catch(() => this.schedule(fn, Math.min(ms * 2, 10_000)));
    }, ms);
  }

  /** Reads and delivers everything readable after the last delivered event. */
  async catchUp(): Promise<void> {
    if (this.closed) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.again = false;
        if (!this.listening()) {
          // Nobody to deliver to: step to the log's head instead of reading and decrypting every
          // event (a seed's whole story, a quiet night). What commits later behind a transaction
          // still open is past the head and is read, or stepped over, at its own NOTIFY.
          this.last = later(this.last, await this.store.headCheckpoint());
          continue;
        }
        for (
          let batch = await this.store.readAll(this.last);
          batch.length > 0;
          batch = await this.store.readAll(this.last)
        ) {
          for (const e of batch) {
            this.last = { transactionId: e.transactionId, position: e.position };
            try {
              await this.listener(e);
            } catch {
              // one failing listener must not stop delivery of the rest
            }
          }
        }
        // Held back behind a transaction that is still open? Look again soon.
        if (await this.store.hasEventsAfter(this.last)) this.schedule(() => this.catchUp(), 50);
      } while (this.again);
    } catch {
      this.schedule(() => this.catchUp(), 500);
    } finally {
      this.reading = false;
    }
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const c = this.client;
    this.client = null;
    if (c) await c.end().catch(() => {});
  }
}

/** The later of two checkpoints in the log's (transaction id, position) order. */
function later(a: LogCheckpoint, b: LogCheckpoint): LogCheckpoint {
  const [x, y] = [BigInt(a.transactionId), BigInt(b.transactionId)];
  return x > y || (x === y && a.position >= b.position) ? a : b;
}
