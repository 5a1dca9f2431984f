import { describe, expect, it } from 'vitest';
import { storedEvent } from '../../server/testing/stored-event';
import { identityPush } from './push';

describe('identity push', () => {
  it('an account event reaches its person and the admins, with the account id only', async () => {
    for (const type of ['PasswordResetRequested', 'ProfileUpdated']) {
      const e = storedEvent(type, { userId: 'u1', email: 'a@example.org' });
      const rules = identityPush.filter((r) => r.handles.includes(type));
      const heard = await Promise.all(
        rules.map(async (r) => ({ rooms: await r.audience(e, null as never), ids: r.ids?.(e) })),
      );
      expect(heard).toEqual([{ rooms: ['user:u1', 'role:admin'], ids: { userId: 'u1' } }]);
    }
  });
});
