import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo';
import { demoAdmin, demoClients, demoPartners } from '../seed/demo-accounts';
import { startTestPortal, TEST_ORIGIN, type TestPortal } from '../testing/harness';
import type { PushMessage } from './socket';

let portal: TestPortal;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  portal = await startTestPortal({ listen: true });
  await seedDemo(portal.runtime.ctx);
  base = `http://127.0.0.1:${(portal.runtime.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await portal.close();
});

async function tokenFor(a: { email: string; password: string }): Promise<string> {
  return (await portal.call('POST', '/api/auth/login', { body: { username: a.email, password: a.password } })).json()
    .token;
}

/** A socket signed in by its session cookie, collecting every push. */
function open(cookieToken: string | null): Promise<{ socket: Socket; pushes: PushMessage[] }> {
  const socket = connect(base, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: TEST_ORIGIN, ...(cookieToken ? { cookie: `session=${cookieToken}` } : {}) },
  });
  sockets.push(socket);
  const pushes: PushMessage[] = [];
  socket.on('changes', (m: PushMessage) => pushes.push(m));
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({ socket, pushes }));
    socket.on('connect_error', (err) => reject(err));
  });
}

describe('realtime', () => {
  it('refuses a socket without a session', async () => {
    await expect(open(null)).rejects.toThrow(/Nicht authentifiziert/);
    await expect(open('abcdefghijklmnopqrstuvwxyz234567')).rejects.toThrow(/Nicht authentifiziert/);
  });

  it('pushes an event only to the rooms allowed to see it', async () => {
    const julia = demoClients[0]!;
    const juliaToken = await tokenFor(julia);
    const user = await open(juliaToken);
    const admin = await open(await tokenFor(demoAdmin));
    const otherClient = await open(await tokenFor(demoClients[1]!));
    const partner = await open(await tokenFor(demoPartners[0]!));

    const res = await portal.call('PUT', '/api/users/profile', { token: juliaToken, body: { company: 'Live GmbH' } });
    expect(res.statusCode).toBe(200);

    const deadline = Date.now() + 5000;
    while ((user.pushes.length === 0 || admin.pushes.length === 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    expect(user.pushes).toEqual([
      expect.objectContaining({ type: 'ProfileUpdated', keys: expect.arrayContaining([['auth', 'me']]) }),
    ]);
    expect(admin.pushes.map((p) => p.type)).toEqual(['ProfileUpdated']);
    expect(otherClient.pushes).toEqual([]);
    expect(partner.pushes).toEqual([]);
  });
});
