import { describe, expect, it } from 'vitest';
import { storedEvent } from '../../server/testing/stored-event';
import { identityPush } from './push';

describe('identity push', () => {
  it("a reset link asked for refreshes no admin's lists; a profile change does", async () => {
    const keysFor = async (type: string) => {
      const e = storedEvent(type, { userId: 'u1' });
      const rules = identityPush.filter((r) => r.handles.includes(type));
      return Promise.all(rules.map(async (r) => ({ rooms: await r.audience(e, null as never), keys: r.keys(e) })));
    };
    expect(await keysFor('PasswordResetRequested')).toEqual([
      { rooms: ['user:u1'], keys: [['auth', 'me']] },
      { rooms: ['role:admin'], keys: [] },
    ]);
    expect((await keysFor('ProfileUpdated'))[1]).toEqual({
      rooms: ['role:admin'],
      keys: [['users'], ['dashboard'], ['clients']],
    });
  });
});
