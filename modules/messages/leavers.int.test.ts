import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../../server/testing/circle-world';
import { mailUnreadMessages } from './commands';

const world = circleWorldForFile();

/**
 * An Accelerator whose account was removed (deactivated: they coached, so their history stays)
 * can no longer sign in; the conversations of clients they coached before must not mail them.
 */
describe('the unread mail and a removed Accelerator', () => {
  it('mails the client and the active coach, never the deactivated one', async () => {
    const c = await world.clientWithPackage();
    const [coach, leaver] = world.partners;
    const ctx = world.portal.runtime.ctx;
    const ended = await world.portal.call('POST', `/api/packages/${c.userPackageId}/cancel`, {
      token: world.admin,
      body: { reason: 'Der Klient hat gekündigt.' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const removed = await world.portal.call('DELETE', `/api/users/${leaver!.id}`, { token: world.admin });
    expect(removed.json(), removed.body).toMatchObject({ outcome: 'deactivated' });
    expect(
      (
        await world.portal.call('POST', `/api/clients/${c.id}/messages`, {
          token: world.admin,
          body: { text: 'Wir melden uns zum Abschluss.' },
        })
      ).statusCode,
    ).toBe(201);
    world.portal.clock.advance(16 * 60_000);
    await mailUnreadMessages(ctx);
    const { rows } = await sql<{ reader: string }>`
      SELECT data->>'readerId' AS reader FROM events
      WHERE type = 'UnreadMailed' AND stream_id = ${`messages-conversation-${c.id}`}`.execute(ctx.db);
    expect(rows.map((r) => r.reader).sort()).toEqual([c.id, coach!.id].sort());
  });
});
