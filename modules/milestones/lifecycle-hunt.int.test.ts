import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { activeClientOf, demoPartner, demoPortalForFile } from '../../server/testing/demo-portal';

// A client who leaves right after their package was activated: the plan the activation asked for
// must not be made for an account that is gone.

const demo = demoPortalForFile();

async function plannedJobsDone(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'milestones-plan' AND state IN ('created', 'active', 'retry')`.execute(
      demo.portal.runtime.ctx.db,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Der Meilenstein-Job lief nicht');
}

describe('a client leaves right after activation', () => {
  it('no milestone plan is made for the deleted account, and replay stays clean', async () => {
    const partner = await demoPartner(demo.portal, 0);
    const c = await activeClientOf(demo.portal, demo.admin, partner.id, {
      email: 'geht.gleich@beispiel.de',
      name: 'Geht Gleich',
    });
    expect((await demo.portal.call('DELETE', '/api/users/me', { token: c.token })).statusCode).toBe(200);
    await plannedJobsDone();
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM client_milestones WHERE client_id = ${c.id}`.execute(demo.portal.runtime.ctx.db);
    expect(rows[0]!.n).toBe(0);
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
