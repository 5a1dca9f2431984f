import type { Gauge } from 'prom-client';

// Gauges read at scrape time. A failed read (the database away) leaves the gauge unknown instead
// of failing the whole scrape: the request, pool and process figures matter most exactly then.

/** An unlabelled gauge reads NaN (Prometheus' "unknown"; prom-client would show a reset one as 0). */
export async function nanOnFailure(gauge: Gauge, read: () => Promise<void>): Promise<void> {
  try {
    await read();
  } catch {
    gauge.set(Number.NaN);
  }
}

/** A labelled gauge then has no series at all. */
export async function emptyOnFailure(gauge: Gauge, read: () => Promise<void>): Promise<void> {
  try {
    await read();
  } catch {
    gauge.reset();
  }
}
