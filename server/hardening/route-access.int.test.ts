import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTable, type RouteCase } from './access-table';
import { eventLogMark, urlOf } from './calls';
import { actors, buildFixture, type Actor, type Fixture } from './fixture';

// The authorisation matrix: every registered /api route, called by six people with parameters
// that point at client A's data. Refusals must be 401 (anonymous) or 403/404 and write nothing.

let f: Fixture;
beforeAll(async () => {
  f = await buildFixture();
});
afterAll(() => f.portal.close());

function expectedRefusal(c: RouteCase, actor: Actor): number[] {
  const special = c.refusedWith?.[actor];
  if (special !== undefined) return [special];
  // Anonymous callers meet the guard (401); the table names the public routes that refuse by data.
  return actor === 'anonymous' ? [401] : [403, 404];
}

/** People with no business with A: anything they receive must not carry A's id, e-mail or name. */
const strangers: readonly Actor[] = ['anonymous', 'clientB', 'otherPartner'];
const mentionsA = (body: string) =>
  [f.people.clientA.id, f.people.clientA.email, 'Anton Klient', 'Geänderter Name clientA'].some((s) =>
    body.includes(s),
  );

async function callAs(c: RouteCase, key: string, actor: Actor) {
  const [method] = key.split(' ') as [string];
  const token = c.freshSession ? await f.freshToken(actor) : f.token(actor);
  return f.portal.call(method, urlOf(f, key, c), { token, body: c.body?.(f, actor), headers: c.headers?.(f) });
}

describe('route access', () => {
  it('the table names every registered route, and every table entry is a route', () => {
    const registered = f.routes.map((r) => r.key).sort();
    expect(registered.filter((k) => !(k in accessTable))).toEqual([]);
    expect(Object.keys(accessTable).filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('every route lets in exactly the allowed actors; refusals write nothing', async () => {
    const keys = Object.keys(accessTable).sort(
      (a, b) => Number(accessTable[a]!.last ?? false) - Number(accessTable[b]!.last ?? false),
    );
    const failures: string[] = [];
    for (const key of keys) {
      const c = accessTable[key]!;
      const refused = actors.filter((a) => !c.allow.includes(a));
      // Refused callers first, all at once: the event log must not move.
      const before = await eventLogMark(f);
      const refusals = await Promise.all(refused.map((a) => callAs(c, key, a)));
      refusals.forEach((res, i) => {
        const actor = refused[i]!;
        if (mentionsA(res.body)) failures.push(`${key} as ${actor}: the refusal names client A`);
        if (!expectedRefusal(c, actor).includes(res.statusCode))
          failures.push(`${key} as ${actor}: ${res.statusCode} (should be refused) ${res.body.slice(0, 160)}`);
        else if (!res.json().message) failures.push(`${key} as ${actor}: refusal without message`);
      });
      const after = await eventLogMark(f);
      if (after !== before) failures.push(`${key}: a refused call wrote events (${before} -> ${after})`);

      const allowed = actors.filter((a) => c.allow.includes(a));
      const answers = await Promise.all(allowed.map((a) => callAs(c, key, a)));
      answers.forEach((res, i) => {
        const actor = allowed[i]!;
        if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
          failures.push(`${key} as ${actor}: ${res.statusCode} (should pass) ${res.body.slice(0, 160)}`);
        }
        // Let in is not let see: what strangers get from a shared route never names A.
        if (strangers.includes(actor) && !c.mentionsA && mentionsA(res.body))
          failures.push(`${key} as ${actor}: the answer names client A`);
      });
    }
    expect(failures).toEqual([]);
  }, 90_000);
});
