import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../../server/db/kysely';
import type { MfaTables } from './tables';

// Wrong codes of the login's second step, counted in PostgreSQL (security round three, M-1): a
// count in one instance's memory let every instance guess its own five, and a limit checked before
// a code but counted after it let codes sent at once all be checked. So each attempt is reserved
// first, atomically on the challenge, the account and the address (row locks serialise it), and
// only a reserved attempt's code is looked at. A right code gives the reservation back: only
// failures count.

/** Wrong codes on one challenge before it is void and the password must be given again. */
const MAX_CHALLENGE_FAILURES = 5;

interface AttemptLimit {
  max: number;
  windowMs: number;
}

interface AttemptLimits {
  perAccount: AttemptLimit;
  perAddress: AttemptLimit;
}

const accountKey = (userId: string) => `mfa:account:${userId}`;
// The address only hashed: the table is no log of who came from where.
const addressKey = (ip: string) => `mfa:address:${encodeHexLowerCase(sha256(new TextEncoder().encode(ip)))}`;

/** Why an attempt was refused unchecked: the challenge is void, or the account or address waits. */
export type Refusal = { refused: 'challenge' | 'gone' } | { refused: 'account' | 'address'; waitMs: number };

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.refused);
  }
}

/** One more failure on `key` within its window, unless `max` are there already (then null). */
async function take(db: Db | Tx, key: string, limit: AttemptLimit, now: Date, always = false) {
  const ends = new Date(now.getTime() + limit.windowMs);
  const row = await sql<{ window_ends: Date }>`
    INSERT INTO auth_attempts (key, failures, window_ends) VALUES (${key}, 1, ${ends})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN auth_attempts.window_ends <= ${now} THEN 1 ELSE auth_attempts.failures + 1 END,
      window_ends = CASE WHEN auth_attempts.window_ends <= ${now} THEN ${ends} ELSE auth_attempts.window_ends END
    WHERE ${always} OR auth_attempts.window_ends <= ${now} OR auth_attempts.failures < ${limit.max}
    RETURNING window_ends`.execute(db);
  return row.rows[0]?.window_ends ?? null;
}

/** How long `key` must still wait (0: it may try now). */
async function waitOf(db: Db | Tx, key: string, limit: AttemptLimit, now: Date): Promise<number> {
  const row = await tablesOf<MfaTables>(db)
    .selectFrom('auth_attempts')
    .select(['failures', 'window_ends'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.window_ends.getTime() <= now.getTime() || row.failures < limit.max) return 0;
  return row.window_ends.getTime() - now.getTime();
}

async function giveBack(db: Db, key: string, windowEnds: Date): Promise<void> {
  await tablesOf<MfaTables>(db)
    .updateTable('auth_attempts')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('window_ends', '=', windowEnds)
    .where('failures', '>', 0)
    .execute();
}

/** Rows whose window has passed; skipping rows another attempt holds, so this never waits on one. */
async function forgetExpired(db: Db, now: Date): Promise<void> {
  await sql`
    DELETE FROM auth_attempts WHERE key IN (
      SELECT key FROM auth_attempts WHERE window_ends <= ${now} LIMIT 100 FOR UPDATE SKIP LOCKED)`.execute(db);
}

/** The counts of the second step for one instance's limits. */
export function secondStepAttempts(db: Db, limits: AttemptLimits) {
  return {
    /** How long the address must wait before any second step (0: now). */
    addressWaitMs: (ip: string, now: Date) => waitOf(db, addressKey(ip), limits.perAddress, now),

    /** A failure that needed no code (an unknown or expired challenge) counts against the address. */
    async addressFailed(ip: string, now: Date): Promise<void> {
      await take(db, addressKey(ip), limits.perAddress, now, true);
    },

    /**
     * Reserves one attempt on the challenge, the account and the address together, or none and
     * answers why. A wrong code keeps it; `release(spent)` gives it back: after a right code
     * (`spent`: the challenge closes anyway) or a failure that was no wrong code (all three).
     */
    async reserve(challengeId: string, userId: string, ip: string, now: Date) {
      const keys = [
        [accountKey(userId), limits.perAccount, 'account'],
        [addressKey(ip), limits.perAddress, 'address'],
      ] as const;
      let taken: { key: string; windowEnds: Date }[];
      try {
        taken = await db.transaction().execute(async (tx) => {
          const challenge = await tablesOf<MfaTables>(tx)
            .updateTable('mfa_challenges')
            .set((eb) => ({ failures: eb('failures', '+', 1) }))
            .where('id', '=', challengeId)
            .where('expires_at', '>', now)
            .where('failures', '<', MAX_CHALLENGE_FAILURES)
            .returning('id')
            .executeTakeFirst();
          if (!challenge) {
            const open = await tablesOf<MfaTables>(tx)
              .selectFrom('mfa_challenges')
              .select('id')
              .where('id', '=', challengeId)
              .where('expires_at', '>', now)
              .executeTakeFirst();
            throw new Refused({ refused: open ? 'challenge' : 'gone' });
          }
          const rows: { key: string; windowEnds: Date }[] = [];
          for (const [key, limit, refused] of keys) {
            const windowEnds = await take(tx, key, limit, now);
            if (!windowEnds) throw new Refused({ refused, waitMs: await waitOf(tx, key, limit, now) });
            rows.push({ key, windowEnds });
          }
          return rows;
        });
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        throw error;
      }
      await forgetExpired(db, now);
      return {
        refused: null,
        async release(spent: boolean): Promise<void> {
          for (const { key, windowEnds } of taken) await giveBack(db, key, windowEnds);
          if (spent) return;
          await tablesOf<MfaTables>(db)
            .updateTable('mfa_challenges')
            .set((eb) => ({ failures: eb('failures', '-', 1) }))
            .where('id', '=', challengeId)
            .where('failures', '>', 0)
            .execute();
        },
      } as const;
    },
  };
}
