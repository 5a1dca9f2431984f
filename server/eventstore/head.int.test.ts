import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { counterStoreForFile, increment } from '../testing/counter-store';

const counters = counterStoreForFile();

describe('where a follower starts', () => {
  it('after the newest committed event, transaction ids compared as numbers (9 before 1000)', async () => {
    // An event of transaction 9, as an old database has them; as text '9' sorts after every larger id
    // that starts with a smaller digit, and a server starting on a firm past transaction 99,999 pushed
    // its whole history again before it listened.
    await sql`
      INSERT INTO events (event_id, stream_id, stream_type, version, type, schema_version, data, metadata, transaction_id)
      VALUES (gen_random_uuid(), 'n-old', 'counter', 1, 'Incremented', 1, '{"amount": 1}', '{}', '9'::xid8)`.execute(
      counters.db,
    );
    const [newest] = await counters.db
      .transaction()
      .execute((tx) => counters.store.append(tx, [increment('n-new', 0)]));
    expect(BigInt(newest!.transactionId)).toBeGreaterThan(9n);
    expect(await counters.store.headCheckpoint()).toEqual({
      transactionId: newest!.transactionId,
      position: newest!.position,
    });
  });
});
