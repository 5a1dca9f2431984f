import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { demoAdmin, demoPartners } from '../seed/demo-accounts';
import { offerPackage, signedUpClient, startDemoPortal, userIdOf } from '../testing/demo-portal';
import { startTestPortal, type TestPortal } from '../testing/harness';

// Security round two, item 2: X-Forwarded-For is written by the client; only the entries our own
// proxies appended may count, or rotating the header dodges the per-IP limit and forges the
// address kept as evidence of a binding acceptance.
const limits = { perIp: { max: 5, windowMs: 15 * 60_000 }, perAccount: { max: 100, windowMs: 15 * 60_000 } };
let portal: TestPortal | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** Failed logins for unknown accounts, each with another forged left-most address; the statuses. */
async function failedLogins(p: TestPortal, forwarded: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await p.call('POST', '/api/auth/login', {
      body: { username: `niemand${i}@beispiel.de`, password: 'Falsch-12345' },
      headers: { 'x-forwarded-for': forwarded(i) },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the client address behind a proxy', () => {
  it('in production one proxy hop is trusted by default: the address the proxy appended counts, not the forged ones', async () => {
    portal = await startTestPortal({ production: true, authLimits: limits });
    const statuses = await failedLogins(portal, (i) => `10.66.0.${i}, 203.0.113.7`);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('TRUST_PROXY=false ignores the header: the connection address counts', async () => {
    portal = await startTestPortal({ production: true, authLimits: limits, env: { TRUST_PROXY: 'false' } });
    const statuses = await failedLogins(portal, (i) => `198.51.100.${i}`);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('TRUST_PROXY with the proxy address: the acceptance records the address the proxy saw', async () => {
    portal = await startDemoPortal({ production: true, env: { TRUST_PROXY: '127.0.0.1' } });
    const admin = await portal.signIn(demoAdmin);
    const client = await signedUpClient(portal, { email: 'beweis@beispiel.de', name: 'Bea Beweis', company: null });
    const partnerId = await userIdOf(portal, demoPartners[0]!.email);
    const up = await offerPackage(portal, admin, {
      clientId: client.id,
      packageName: 'Beweispaket',
      customPrice: 500,
      partnerHours: [{ partnerId, hours: 2 }],
    });
    const accepted = await portal.call('POST', '/api/packages/accept', {
      token: client.token,
      body: { packageId: up },
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(accepted.statusCode).toBe(200);
    const events = await portal.runtime.ctx.store.readStream(`packages-user-package-${up}`);
    expect(events.find((e) => e.type === 'PackageAccepted')!.data).toMatchObject({ ip: '203.0.113.9' });
  });

  it('TRUST_PROXY=true (every hop, the client-written entry) is refused at start-up', () => {
    expect(() => loadConfig({}, { NODE_ENV: 'production', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({}, { TRUST_PROXY: 'proxy.example' })).toThrow(/keine IP-Adresse/);
    expect(loadConfig({}, { NODE_ENV: 'production' }).trustProxy).toBe(1);
    expect(loadConfig({}, {}).trustProxy).toBe(false);
    expect(loadConfig({}, { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
