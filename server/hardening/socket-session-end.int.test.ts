import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { demoAdmin, demoPartners } from '../seed/demo-accounts';
import {
  activeClientOf,
  withdrawnOfferOfPartner,
  signedUpClient,
  startDemoPortal,
  userIdOf,
} from '../testing/demo-portal';
import type { TestPortal } from '../testing/harness';
import { baseUrlOf, pushListeners, settled } from '../testing/pushes';
import { codeAt } from '../../modules/identity/mfa/totp';

// Security round two (issue 16), item 5c: a socket is checked at its handshake only. It must not
// outlive the session it was opened with: logout, password change, deactivation and deletion
// close it, so it hears no more pushes; so does turning two-factor sign-in on (round three).

let portal: TestPortal;
let admin: string;
const listeners = pushListeners();
beforeAll(async () => {
  portal = await startDemoPortal({ listen: true });
  admin = await portal.signIn(demoAdmin);
});
afterAll(async () => {
  listeners.closeAll();
  await portal.close();
});

const connect = (token: string) => listeners.connect(baseUrlOf(portal.runtime.app), { token });
async function closedByServer(socket: Socket): Promise<boolean> {
  await settled(() => !socket.connected);
  return !socket.connected;
}
let n = 0;
const newClient = () =>
  signedUpClient(portal, { email: `socket${++n}@beispiel.de`, name: `Socket ${n}`, company: null });

describe('open sockets end with their session', () => {
  it('logout closes the socket of that session, not the same user other session', async () => {
    const c = await newClient();
    const other = await portal.signIn({ email: `socket${n}@beispiel.de`, password: 'Geheim-2026' });
    const mine = await connect(c.token);
    const theirs = await connect(other);
    expect((await portal.call('POST', '/api/auth/logout', { token: c.token })).statusCode).toBe(200);
    expect(await closedByServer(mine.socket)).toBe(true);
    expect(theirs.socket.connected).toBe(true);
  });

  it('a password change closes the sockets of the ended sessions; pushes stop', async () => {
    const c = await newClient();
    const second = await portal.signIn({ email: `socket${n}@beispiel.de`, password: 'Geheim-2026' });
    const a = await connect(c.token);
    const b = await connect(second);
    const res = await portal.call('POST', '/api/users/change-password', {
      token: c.token,
      body: { currentPassword: 'Geheim-2026', newPassword: 'Neu-Socket-2026', confirmPassword: 'Neu-Socket-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(await closedByServer(a.socket)).toBe(true);
    expect(await closedByServer(b.socket)).toBe(true);
    const before = a.pushes.length + b.pushes.length;
    await portal.call('PUT', '/api/users/profile', { token: res.json().token, body: { company: 'Danach GmbH' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(a.pushes.length + b.pushes.length).toBe(before);
  });

  it('deleting one own account closes its sockets', async () => {
    const c = await newClient();
    const s = await connect(c.token);
    expect((await portal.call('DELETE', '/api/users/me', { token: c.token })).statusCode).toBe(200);
    expect(await closedByServer(s.socket)).toBe(true);
  });

  it("an Accelerator handed over from a client's package with the client's page open: socket closed, next read 401", async () => {
    const p = demoPartners[1]!;
    const partnerId = await userIdOf(portal, p.email);
    const successor = await userIdOf(portal, demoPartners[0]!.email);
    const c = await activeClientOf(portal, admin, partnerId, { email: 'uebergabe@beispiel.de', name: 'Über Gabe' });
    const token = await portal.signIn(p);
    const s = await connect(token);
    const page = `/api/clients/${c.id}/notes`;
    expect((await portal.call('GET', page, { token })).statusCode).toBe(200);
    const res = await portal.call('POST', `/api/users/${partnerId}/handover`, {
      token: admin,
      body: { packages: [{ userPackageId: c.userPackageId, toPartnerId: successor }], meetings: 'handOver' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedByServer(s.socket)).toBe(true);
    const next = await portal.call('GET', page, { token });
    expect(next.statusCode).toBe(401);
    expect(next.body).not.toContain('Über Gabe');
  });

  it('an admin deactivating a partner (with history) closes the partner sockets', async () => {
    const p = demoPartners[2]!;
    const partnerId = await userIdOf(portal, p.email);
    const c = await newClient();
    await withdrawnOfferOfPartner(portal, admin, { clientId: c.id, partnerId });
    const s = await connect(await portal.signIn(p));
    const res = await portal.call('DELETE', `/api/users/${partnerId}`, { token: admin });
    expect(res.json()).toMatchObject({ outcome: 'deactivated' });
    expect(await closedByServer(s.socket)).toBe(true);
  });

  it('turning two-factor sign-in on closes the sockets of the other sessions, not its own (round three)', async () => {
    const c = await newClient();
    const other = await portal.signIn({ email: `socket${n}@beispiel.de`, password: 'Geheim-2026' });
    const mine = await connect(c.token);
    const theirs = await connect(other);
    const { secret } = (await portal.call('POST', '/api/users/mfa/setup', { token: c.token })).json();
    const res = await portal.call('POST', '/api/users/mfa/enable', {
      token: c.token,
      body: { code: codeAt(secret, portal.clock.now) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedByServer(theirs.socket)).toBe(true);
    expect(mine.socket.connected).toBe(true);
  });
});
