import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { numberedAccounts, signedInClient, demoPortalForFile } from '../../server/testing/demo-portal';
import { countRows, expectNoServerError } from '../../server/testing/lifecycle-hunt';

// The firm's notes on a client saved at the moment the client deletes their account.

const demo = demoPortalForFile();
const nextClient = numberedAccounts('notizkunde', 'Notiz Kunde');

describe('notes saved while the client leaves', () => {
  it('no notes row is left for the deleted account; replay clean', async () => {
    for (let round = 0; round < 12; round++) {
      const c = await signedInClient(demo.portal, nextClient());
      const [notes, deletion] = await Promise.all([
        demo.portal.call('PUT', `/api/client-archive/${c.id}/notes`, {
          token: demo.admin,
          body: { notes: 'Möchte im Frühjahr wieder einsteigen.' },
        }),
        demo.portal.call('DELETE', '/api/users/me', { token: c.token }),
      ]);
      expectNoServerError(notes, deletion);
      const left = await countRows(demo.portal, sql`client_archive_notes WHERE user_id = ${c.id}`);
      expect(left, `round ${round}: notes ${notes.statusCode}, deletion ${deletion.statusCode}`).toBe(0);
    }
    const report = await replay(demo.portal.runtime.ctx.store);
    expect(report.differences, JSON.stringify(report.differences).slice(0, 1500)).toEqual([]);
  });
});
