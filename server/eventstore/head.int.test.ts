import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/kysely';
import type { EventStore } from './index';
import { counterStore, increment } from '../testing/counter-store';

let db: Db;
let store: EventStore;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, store, close } = await counterStore());
});
afterAll(() => close());

describe('where a follower starts', () => {
  it('after the newest committed event, transaction ids compared as numbers (9 before 1000)', async () => {
    // An event of transaction 9, as an old database has them; as text '9' sorts after every larger id
    // that starts with a smaller digit, and a server starting on a firm past transaction 99,999 pushed
    // its whole history again before it listened.
    await sql`
      INSERT INTO events (event_id, stream_id, stream_type, version, type, schema_version, data, metadata, transaction_id)
      VALUES (gen_random_uuid(), 'n-old', 'counter', 1, 'Incremented', 1, '{"amount": 1}', '{}', '9'::xid8)`.execute(
      db,
    );
    const [newest] = await db.transaction().execute((tx) => store.append(tx, [increment('n-new', 0)]));
    expect(BigInt(newest!.transactionId)).toBeGreaterThan(9n);
    expect(await store.headCheckpoint()).toEqual({ transactionId: newest!.transactionId, position: newest!.position });
  });
});
