import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoClients, demoPartners } from '../seed/demo-accounts';
import { startDemoPortal } from '../testing/demo-portal';
import type { TestPortal } from '../testing/harness';
import { baseUrlOf, pushListeners } from '../testing/pushes';
import type { PushMessage } from './socket';

let portal: TestPortal;
let base: string;
const listeners = pushListeners();

beforeAll(async () => {
  portal = await startDemoPortal({ listen: true });
  base = baseUrlOf(portal.runtime.app);
});
afterAll(async () => {
  listeners.closeAll();
  await portal.close();
});

/** A socket signed in by its session cookie, collecting every push. */
async function open(cookieToken: string | null): Promise<{ pushes: PushMessage[] }> {
  return { pushes: await listeners.open(base, { token: cookieToken ?? undefined, via: 'cookie' }) };
}

describe('realtime', () => {
  it('refuses a socket without a session', async () => {
    await expect(open(null)).rejects.toThrow(/Nicht authentifiziert/);
    await expect(open('abcdefghijklmnopqrstuvwxyz234567')).rejects.toThrow(/Nicht authentifiziert/);
  });

  it('pushes an event only to the rooms allowed to see it', async () => {
    const julia = demoClients[0]!;
    const juliaToken = await portal.signIn(julia);
    const user = await open(juliaToken);
    const admin = await open(await portal.signIn(demoAdmin));
    const otherClient = await open(await portal.signIn(demoClients[1]!));
    const partner = await open(await portal.signIn(demoPartners[0]!));

    const res = await portal.call('PUT', '/api/users/profile', { token: juliaToken, body: { company: 'Live GmbH' } });
    expect(res.statusCode).toBe(200);

    const deadline = Date.now() + 5000;
    while ((user.pushes.length === 0 || admin.pushes.length === 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    expect(user.pushes).toEqual([
      expect.objectContaining({ type: 'ProfileUpdated', ids: { userId: expect.any(String) } }),
    ]);
    expect(admin.pushes.map((p) => p.type)).toEqual(['ProfileUpdated']);
    expect(otherClient.pushes).toEqual([]);
    expect(partner.pushes).toEqual([]);
  });
});
