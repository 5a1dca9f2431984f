import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoPortalForFile, newAccelerator } from '../../server/testing/demo-portal';
import { countRows, expectNoServerError } from '../../server/testing/lifecycle-hunt';

// An Accelerator's profile saved while the admin removes the account.

const demo = demoPortalForFile();

describe('a profile saved while the account goes', () => {
  it('no profile is left for an account that was deleted; lists answer; replay clean', async () => {
    for (let round = 0; round < 12; round++) {
      const id = await newAccelerator(demo, `Paula Profil ${round}`, `paula.profil${round}@beispiel.de`);
      const [profile, removal] = await Promise.all([
        demo.portal.call('POST', '/api/partners', {
          token: demo.admin,
          body: { userId: id, specialty: 'Marketing', location: 'Köln', phone: '+49 30 1234567', bio: 'Grüße' },
        }),
        demo.portal.call('DELETE', `/api/users/${id}`, { token: demo.admin }),
      ]);
      expectNoServerError(profile, removal);
      const orphans = await countRows(
        demo.portal,
        sql`partner_profiles p LEFT JOIN users u ON u.id = p.user_id WHERE p.user_id = ${id} AND u.id IS NULL`,
      );
      expect(orphans, `round ${round}: profile ${profile.statusCode}, removal ${removal.statusCode}`).toBe(0);
    }
    expect((await demo.portal.call('GET', '/api/partners', { token: demo.admin })).statusCode).toBe(200);
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
