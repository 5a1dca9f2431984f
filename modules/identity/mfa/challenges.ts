import { tablesOf, type Db } from '../../../server/db/kysely';
import { generateToken, hashToken } from '../sessions';
import type { MfaTables } from './tables';

// The password step passed and the second is open: the client holds a random token, the database
// its hash (as for sessions). It is no session: it opens only the second step's routes.

/** Five minutes: enough to open the app (or find the recovery codes), too short to keep around. */
const CHALLENGE_TTL_MS = 5 * 60_000;
export type ChallengePurpose = MfaTables['mfa_challenges']['purpose'];

const challenges = (db: Db) => tablesOf<MfaTables>(db).selectFrom('mfa_challenges');

/** A new second step for the account; an older open one is replaced. */
export async function openChallenge(db: Db, userId: string, purpose: ChallengePurpose, now: Date): Promise<string> {
  const token = generateToken();
  const t = tablesOf<MfaTables>(db);
  await t.deleteFrom('mfa_challenges').where('user_id', '=', userId).execute();
  await t
    .insertInto('mfa_challenges')
    .values({
      id: hashToken(token),
      user_id: userId,
      purpose,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
      failures: 0,
    })
    .execute();
  return token;
}

/** The open challenge a token names, for this purpose and not expired; otherwise null (its wrong codes: attempts.ts). */
export async function findChallenge(db: Db, token: string, purpose: ChallengePurpose, now: Date) {
  const row = await challenges(db).selectAll().where('id', '=', hashToken(token)).executeTakeFirst();
  if (!row || row.purpose !== purpose || row.expires_at.getTime() <= now.getTime()) return null;
  return row;
}

export async function closeChallenge(db: Db, id: string): Promise<void> {
  await tablesOf<MfaTables>(db).deleteFrom('mfa_challenges').where('id', '=', id).execute();
}
