import { sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/kysely';
import type { LogCheckpoint } from '../eventstore/types';
import { nanOnFailure } from './scrape';

/**
 * The event log's head and how far this instance's realtime follower is behind it. The follower
 * checkpoints by (transaction id, position), so its lag is the events after that pair: written,
 * not yet pushed (including those held back behind a transaction still open), and how long the
 * oldest of them has waited.
 */
export function logMetrics(registry: Registry, db: Db, follower: () => LogCheckpoint | null): void {
  new Gauge({
    name: 'portal_event_log_position',
    help: 'Höchste Position im Ereignisprotokoll',
    registers: [registry],
    async collect() {
      await nanOnFailure(this, async () => {
        const r = await sql<{ p: number }>`SELECT coalesce(max(position), 0) AS p FROM events`.execute(db);
        this.set(Number(r.rows[0]?.p ?? 0));
      });
    },
  });
  const behind = async () => {
    const at = follower();
    if (!at) return null;
    const r = await sql<{ n: number; seconds: number | null }>`
      SELECT count(*)::int AS n, extract(epoch FROM now() - min(recorded_at))::float8 AS seconds FROM events
      WHERE (transaction_id, position) > (${at.transactionId}::xid8, ${at.position})`.execute(db);
    return r.rows[0] ?? null;
  };
  new Gauge({
    name: 'portal_realtime_lag_events',
    help: 'Ereignisse im Protokoll, die der Echtzeit-Folger dieser Instanz noch nicht zugestellt hat',
    registers: [registry],
    async collect() {
      await nanOnFailure(this, async () => this.set((await behind())?.n ?? Number.NaN));
    },
  });
  new Gauge({
    name: 'portal_realtime_lag_seconds',
    help: 'Alter des ältesten noch nicht zugestellten Ereignisses in Sekunden (0: nichts offen)',
    registers: [registry],
    async collect() {
      await nanOnFailure(this, async () => {
        const lag = await behind();
        this.set(lag ? Math.max(0, lag.seconds ?? 0) : Number.NaN);
      });
    },
  });
}
