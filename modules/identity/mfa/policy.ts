import { sql } from 'kysely';
import type { AppContext } from '../../../server/context';
import { tablesOf, type Db } from '../../../server/db/kysely';
import type { Role } from '../contract';
import type { MfaTables } from './tables';

// Which roles must sign in with a second factor is one policy for every instance on the database
// (security round three): instances started with different MFA_REQUIRED_ROLES let the same admin
// in with a password on one and asked for a code on the other. Each instance writes its roles at
// start, so the newest start decides (a rolling update changes it for all at once), and every
// decision reads the database (logins, the settings page, switching off, a session's renewal).

const sorted = (roles: readonly string[]) => [...roles].sort().join(',');

/**
 * This instance's MFA_REQUIRED_ROLES become the policy of all; answers the roles in force before,
 * or null when they were the same (so a change can be logged).
 */
export async function publishMfaPolicy(ctx: AppContext): Promise<string[] | null> {
  const roles = ctx.config.MFA_REQUIRED_ROLES;
  const { rows } = await sql<{ previous: string[] | null }>`
    WITH old AS (SELECT required_roles FROM mfa_policy)
    INSERT INTO mfa_policy (id, required_roles, set_at) VALUES (true, ${roles}, ${ctx.now()})
    ON CONFLICT (id) DO UPDATE SET required_roles = EXCLUDED.required_roles, set_at = EXCLUDED.set_at
    RETURNING (SELECT required_roles FROM old) AS previous`.execute(ctx.db);
  const previous = rows[0]?.previous ?? null;
  return previous !== null && sorted(previous) !== sorted(roles) ? previous : null;
}

/** The roles that must sign in with a second factor now (this instance's own before any start wrote them). */
export async function mfaRequiredRoles(ctx: { db: Db; config: AppContext['config'] }): Promise<readonly Role[]> {
  const row = await tablesOf<MfaTables>(ctx.db).selectFrom('mfa_policy').select('required_roles').executeTakeFirst();
  return (row?.required_roles as Role[] | undefined) ?? ctx.config.MFA_REQUIRED_ROLES;
}

export const isRequiredFor = async (ctx: AppContext, role: Role) => (await mfaRequiredRoles(ctx)).includes(role);
