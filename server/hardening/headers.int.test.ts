import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../modules/identity';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// The browser-side defences the server asks for: they must hold in production, and HSTS must not
// leak into development, where it would pin localhost to HTTPS for a year.

let production: TestPortal;
let development: TestPortal;
beforeAll(async () => {
  [production, development] = await Promise.all([startTestPortal({ production: true }), startTestPortal()]);
  await registerUser(
    production.runtime.ctx,
    { email: 'kopf@beispiel.de', password: 'Kopfzeilen-1', name: 'Kopf', role: 'user', acceptedTerms: LEGAL_VERSIONS },
    {},
  );
});
afterAll(async () => {
  await Promise.all([production.close(), development.close()]);
});

/** The CSP as directive -> sources. */
function csp(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('production', () => {
  it('sends HSTS, a CSP without inline scripts that forbids framing, nosniff and a referrer policy', async () => {
    const res = await production.call('GET', '/api/health');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toBeDefined();
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('connects only to its own origin (and its socket), and no API answer is cached', async () => {
    const res = await production.call('GET', '/api/auth/me');
    expect(csp(res.headers['content-security-policy']).get('connect-src')).toEqual(["'self'", 'ws://portal.test']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await production.call('GET', '/api/config')).headers['cache-control']).toBe('no-store');
  });

  it('refusals carry the same headers (an error page is a page too)', async () => {
    const res = await production.call('GET', '/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(csp(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the session cookie is __Host- prefixed: Secure, path /, no Domain, httpOnly', async () => {
    const res = await production.call('POST', '/api/auth/login', {
      body: { username: 'kopf@beispiel.de', password: 'Kopfzeilen-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name)).toEqual(['__Host-session']);
    expect(res.cookies[0]).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(res.cookies[0]).not.toHaveProperty('domain');
  });
});

describe('development', () => {
  it('sends no HSTS, but the same CSP and nosniff', async () => {
    const res = await development.call('GET', '/api/health');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res.headers['content-security-policy']).get('script-src')).not.toContain("'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
