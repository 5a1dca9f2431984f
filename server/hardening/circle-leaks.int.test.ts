import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTable } from './access-table';
import { urlOf } from './calls';
import { buildFixture, type Fixture } from './fixture';

// Hunt of 2026-11-29 (who sees a client): every GET route of the OpenAPI declaration, its
// parameters pointing at client A's data (the access table's URLs), called by Acceleratoren at the
// edge of A's circle. The circle (packages' `coachesClient`) is: a package A accepted or that was
// activated, now or before. So:
// - `offered`, named only in an offer A has not answered, and `withdrawn`, only in one the office
//   withdrew, read nothing of A anywhere;
// - `removed`, whose hours on A's package were handed over before their account was deactivated,
//   reads nothing with the session they had (the deactivation ends it);
// - `former`, whose package with A was completed, reads only what the circle keeps for a coach
//   'now or before' (A's notes, tasks, files, messages, milestones, coordination, questionnaire).

let f: Fixture;
type Edge = 'offered' | 'withdrawn' | 'removed' | 'former';
const people = {} as Record<Edge, { id: string; token: string; packageId: string }>;

/** The routes that open A's things to a coach of A, current or former (the circle's 'or before'). */
const circleRoute = (key: string) =>
  /^GET \/api\/clients\/:clientId\/(notes|tasks|files|messages)/.test(key) ||
  key.startsWith('GET /api/milestones/user/') ||
  key === 'GET /api/coordination/client/:clientId/all-meetings' ||
  /^GET \/api\/questionnaires\/.*download$/.test(key);

beforeAll(async () => {
  f = await buildFixture();
  const admin = f.people.admin.token;
  const call = async (method: string, url: string, body?: unknown, token = admin) => {
    const res = await f.portal.call(method, url, { token, body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const partner = async (key: string) => {
    const email = `${key}@haertung.de`;
    const body = { role: 'partner', name: `Rand ${key}`, email, password: 'Rand-Passwort-1', partnerType: 'Marketing' };
    const id = (await call('POST', '/api/users', body)).user.id as string;
    const token = (await call('POST', '/api/auth/login', { username: email, password: 'Rand-Passwort-1' }, undefined))
      .token as string;
    return { id, token };
  };
  const offerToA = async (partnerId: string, active: boolean) =>
    (
      await call('POST', '/api/packages/create-and-assign', {
        clientId: f.people.clientA.id,
        packageName: 'Randpaket',
        customPrice: 300,
        partnerHours: [{ partnerId, hours: 2 }],
        ...(active ? { activateImmediately: true, paymentConfirmed: true } : {}),
      })
    ).userPackage.id as string;

  const former = await partner('ehemalig');
  const formerPackage = await offerToA(former.id, true);
  await call('POST', `/api/packages/${formerPackage}/complete`);
  people.former = { ...former, packageId: formerPackage };

  const removed = await partner('entfernt');
  const removedPackage = await offerToA(removed.id, true);
  await call('POST', `/api/users/${removed.id}/handover`, {
    packages: [{ userPackageId: removedPackage, toPartnerId: f.people.partnerOfA.id }],
    meetings: 'handOver',
  });
  people.removed = { ...removed, packageId: removedPackage };

  const withdrawn = await partner('zurueckgezogen');
  const withdrawnPackage = await offerToA(withdrawn.id, false);
  await call('POST', `/api/packages/${withdrawnPackage}/withdraw`);
  people.withdrawn = { ...withdrawn, packageId: withdrawnPackage };

  // Last: A may hold one open offer only.
  const offered = await partner('angeboten');
  people.offered = { ...offered, packageId: await offerToA(offered.id, false) };
}, 60_000);
afterAll(() => f.portal.close());

// A's id, e-mail and names, and the e-mail A gave in their questionnaire (`completeAnswers('a')`).
const mentionsA = (body: string) =>
  [f.people.clientA.id, f.people.clientA.email, 'Anton Klient', 'Geänderter Name clientA', 'jana.berg.a@'].some((s) =>
    body.includes(s),
  );

/**
 * The table's URL, and the same asking for the caller's own things where it names A's partner or
 * A's package (`?partnerId=`: their own client list and stats; the package of A that names them).
 * A questionnaire comes as text, not as a DOCX (a zip, in which a name is not found by reading the bytes).
 */
function urlsAs(url: string, own: { id: string; packageId: string }): string[] {
  const readable = /\/api\/questionnaires\/.*\/download$/.test(url) ? `${url}?format=txt` : url;
  const theirs = readable.replaceAll(f.people.partnerOfA.id, own.id).replaceAll(f.packageOfA, own.packageId);
  return theirs === readable ? [readable] : [readable, theirs];
}

/** The GET routes the OpenAPI document declares, as the access table names them ('GET /api/x/:id'). */
async function declaredGets(): Promise<string[]> {
  const doc = (await f.portal.call('GET', '/api/openapi.json')).json() as { paths: Record<string, object> };
  return Object.entries(doc.paths)
    .filter(([, ops]) => 'get' in ops)
    .map(([path]) => `GET ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
}

describe("the edge of a client's circle", () => {
  it('every declared GET route: an open or withdrawn offer’s, a removed and a former Accelerator read nothing of the client beyond the circle', async () => {
    const keys = await declaredGets();
    expect(keys.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const key of keys) {
      const c = accessTable[key];
      if (!c) {
        failures.push(`${key}: not in the access table (no URL pointing at A)`);
        continue;
      }
      if (c.mentionsA) continue;
      for (const [who, { token, ...own }] of Object.entries(people)) {
        if (who === 'former' && circleRoute(key)) continue;
        for (const url of urlsAs(urlOf(f, key, c), own)) {
          const res = await f.portal.call('GET', url, { token });
          if (res.statusCode >= 500) failures.push(`${url} as ${who}: ${res.statusCode}`);
          if (mentionsA(res.body)) failures.push(`${key} (${url}) as ${who}: ${res.statusCode} names client A`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('the former coach reads what the circle keeps for them, and the removed one is signed out', async () => {
    const coordination = `/api/coordination/client/${f.people.clientA.id}/all-meetings`;
    expect((await f.portal.call('GET', coordination, { token: people.former.token })).statusCode).toBe(200);
    const notes = await f.portal.call('GET', `/api/clients/${f.people.clientA.id}/notes`, {
      token: people.former.token,
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect((await f.portal.call('GET', coordination, { token: people.offered.token })).statusCode).toBe(404);
    expect((await f.portal.call('GET', '/api/auth/me', { token: people.removed.token })).statusCode).toBe(401);
  });
});
