import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { eventColumns } from './rows';

/**
 * The machine's read limit for replay (issue 36 item 3): PostgreSQL hands over the columns replay
 * reads, in replay's order, as COPY text (as the backup reads the log) into a sink that only counts
 * bytes: no parsing, no decrypting, no projecting. Replay's rate is judged against this, measured
 * in the same run (`npm run replay` and `bench/replay.ts` print the ratio).
 */
export async function copyRate(url: string): Promise<{ events: number; bytes: number; millis: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const list = eventColumns.map((c) => `"${c}"`).join(', ');
    const started = performance.now();
    let bytes = 0;
    for await (const chunk of client.query(copyTo(`COPY (SELECT ${list} FROM events ORDER BY position) TO STDOUT`)))
      bytes += (chunk as Buffer).length;
    const millis = performance.now() - started;
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    return { events: rows[0]!.n, bytes, millis };
  } finally {
    await client.end();
  }
}
