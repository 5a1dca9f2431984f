import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../server/seed/demo-accounts';
import { startDemoPortal } from '../../server/testing/demo-portal';
import type { TestPortal } from '../../server/testing/harness';
import { expectRefusedReads, pageBoundRefusals } from '../../server/testing/refusals';
import type { QuestionnaireRequest } from './contract';
import { completeAnswers, contactOf, createAs, visitor } from './testing/questionnaire';

// Issue 17 item 2: the admin's list of leads comes a page at a time, searched and filtered by the
// server, with the total from the database.

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startDemoPortal();
  admin = await portal.signIn(demoAdmin);
  const low = { commitment: 'exploring', timeline: 'later', challenges: [] } as const;
  // Seven requests of varying warmth, three that stopped early, one of them with a '%' in its company.
  for (let i = 1; i <= 7; i++) {
    const answers = i % 2 ? completeAnswers(`seite-${i}`) : { ...completeAnswers(`seite-${i}`), ...low };
    await createAs(visitor(portal), { answers, status: 'request_sent' });
  }
  await createAs(visitor(portal), { answers: completeAnswers('nur-fragebogen'), status: 'package' });
  await createAs(visitor(portal), { answers: contactOf('abgebrochen') });
  await createAs(visitor(portal), { answers: { ...contactOf('prozent'), company: '100% Berg GmbH' } });
});
afterAll(() => portal.close());

const page = async (query: string) => {
  const res = await portal.call('GET', `/api/questionnaires/requests?${query}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { requests: QuestionnaireRequest[]; total: number };
};
const names = (rs: QuestionnaireRequest[]) => rs.map((r) => r.name);

describe('GET /api/questionnaires/requests, paged', () => {
  it('pages through the whole list in its order, with the total', async () => {
    const all = await page('limit=200');
    expect(all.total).toBe(10);
    expect(all.requests).toHaveLength(10);
    // The order, checked independently: requests first, by lead score, then the incomplete ones.
    const rank = (r: QuestionnaireRequest) => [r.incomplete ? 1 : 0, -(r.leadScore ?? -1)];
    const sorted = [...all.requests].sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0]! - y[0]! || x[1]! - y[1]!;
    });
    expect(all.requests.map(rank)).toEqual(sorted.map(rank));
    const pages = [await page('limit=3'), await page('limit=3&offset=3'), await page('limit=3&offset=6')];
    expect(pages.map((p) => p.total)).toEqual([10, 10, 10]);
    expect(pages.flatMap((p) => names(p.requests))).toEqual(names(all.requests).slice(0, 9));
    expect(names((await page('limit=3&offset=9')).requests)).toEqual(names(all.requests).slice(9));
    expect(await page('offset=500')).toEqual({ requests: [], total: 10 });
    // Without a limit: the contract's 50.
    expect((await page('')).requests).toHaveLength(10);
  });

  it('filters and searches on the server; % is a character, not a wildcard', async () => {
    const requests = await page('filter=requests');
    expect(requests.total).toBe(7);
    expect(requests.requests.every((r) => !r.incomplete)).toBe(true);
    const incomplete = await page('filter=incomplete');
    expect(names(incomplete.requests).sort()).toEqual(
      ['Jana Berg abgebrochen', 'Jana Berg nur-fragebogen', 'Jana Berg prozent'].sort(),
    );
    expect(names((await page('q=seite-3')).requests)).toEqual(['Jana Berg seite-3']);
    expect(names((await page(`q=${encodeURIComponent('JANA.BERG.SEITE-5@')}`)).requests)).toEqual([
      'Jana Berg seite-5',
    ]);
    expect(names((await page(`q=${encodeURIComponent('100%')}`)).requests)).toEqual(['Jana Berg prozent']);
    expect((await page(`q=${encodeURIComponent('0% B')}&filter=requests`)).total).toBe(0);
    const some = await page('q=seite&filter=requests&limit=2&offset=2');
    expect(some.total).toBe(7);
    expect(some.requests).toHaveLength(2);
  });

  it('refuses bad input in German and answers admins only', async () => {
    const url = '/api/questionnaires/requests';
    await expectRefusedReads(portal, admin, [
      ...pageBoundRefusals(url, 200),
      [`${url}?offset=1000001`, 'Ungültiger Versatz.'],
      [`${url}?filter=heiss`, 'Unbekannter Filter.'],
      [`${url}?q=${encodeURIComponent('Berg\u0000')}`, 'Die Eingabe enthält unzulässige Steuerzeichen.'],
      [`${url}?q=${'x'.repeat(201)}`, 'Höchstens 200 Zeichen.'],
    ]);
    expect((await portal.call('GET', '/api/questionnaires/requests')).statusCode).toBe(401);
  });
});
