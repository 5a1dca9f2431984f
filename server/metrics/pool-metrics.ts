import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/** The database pool: a `waiting` above 0 for long means requests queue for a connection. */
export function poolMetrics(registry: Registry, pool: pg.Pool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('portal_db_pool_max', 'Höchstzahl der Verbindungen des Datenbank-Pools', () => pool.options.max ?? 10);
  gauge('portal_db_pool_connections', 'Offene Verbindungen des Datenbank-Pools', () => pool.totalCount);
  gauge('portal_db_pool_idle', 'Freie Verbindungen des Datenbank-Pools', () => pool.idleCount);
  gauge('portal_db_pool_waiting', 'Anfragen, die auf eine Verbindung warten', () => pool.waitingCount);
}
