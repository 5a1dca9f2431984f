import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '../../modules/identity';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ production: true });
  await registerUser(
    portal.runtime.ctx,
    { email: 'prod@beispiel.de', password: 'Produktion-1', name: 'Prod', role: 'user', acceptedTerms: LEGAL_VERSIONS },
    {},
  );
  await registerUser(
    portal.runtime.ctx,
    { email: 'prod-admin@beispiel.de', password: 'Produktion-Admin-1', name: 'Prod Admin', role: 'admin' },
    {},
  );
});
afterAll(() => portal.close());

it('in production the session cookie is __Host- prefixed and Secure, and HSTS is sent', async () => {
  const res = await portal.call('POST', '/api/auth/login', {
    body: { username: 'prod@beispiel.de', password: 'Produktion-1' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === '__Host-session');
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie).not.toHaveProperty('domain');
  expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  const me = await portal.call('GET', '/api/auth/me', { headers: { cookie: `__Host-session=${cookie!.value}` } });
  expect(me.statusCode).toBe(200);
});

it('in production the API documentation is for admins only (API_DOCS unset)', async () => {
  for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/json']) {
    expect((await portal.call('GET', url)).statusCode, url).toBe(401);
  }
  const client = await portal.signIn({ email: 'prod@beispiel.de', password: 'Produktion-1' });
  expect((await portal.call('GET', '/api/openapi.json', { token: client })).statusCode).toBe(403);
  const admin = await portal.signIn({ email: 'prod-admin@beispiel.de', password: 'Produktion-Admin-1' });
  const doc = await portal.call('GET', '/api/openapi.json', { token: admin });
  expect(doc.statusCode).toBe(200);
  expect(doc.json().openapi).toBe('3.1.0');
  expect((await portal.call('GET', '/api/docs/json', { token: admin })).json().openapi).toBe('3.1.0');
});
