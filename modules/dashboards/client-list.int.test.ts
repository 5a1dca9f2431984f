import { beforeAll, describe, expect, it } from 'vitest';
import { demoClients, demoPartners } from '../../server/seed/demo-accounts';
import { demoPortalForFile, offerPackage, registeredClient, userIdOf } from '../../server/testing/demo-portal';
import { expectRefusedReads, pageBoundRefusals } from '../../server/testing/refusals';
import { clientsInPages } from './client-list';
import type { AdminClient } from './contract';

// The client list pages, searches and filters in the database (issue 17).

const demo = demoPortalForFile();
const newNames = ['Jürgen Müller', 'Anna Müller-Lüdenscheidt', 'Özlem Yılmaz', 'Bernd Schulz', 'Carla Weiß'];
// German order: 'Özlem' with the O's, not after 'Z' as a byte order would put it.
const everyone = [...demoClients.map((d) => d.name), ...newNames].sort(new Intl.Collator('de-DE').compare);

const get = (query: string) => demo.portal.call('GET', `/api/clients?${query}`, { token: demo.admin });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clients: AdminClient[]; total: number; all: number };
};
const names = (p: { clients: AdminClient[] }) => p.clients.map((c) => c.name);

beforeAll(async () => {
  for (const name of newNames) {
    const local = name.toLowerCase().replace(/[^a-z]/g, '');
    await registeredClient(demo.portal.runtime.ctx, { email: `${local}@beispiel.de`, name, company: `${name} GmbH` });
  }
  const partnerId = await userIdOf(demo.portal, demoPartners[0]!.email);
  await offerPackage(demo.portal, demo.admin, {
    clientId: await userIdOf(demo.portal, 'jrgenmller@beispiel.de'),
    packageName: 'Kompakt',
    customPrice: 800,
    partnerHours: [{ partnerId, hours: 6 }],
    activateImmediately: true,
    paymentConfirmed: true,
  });
});

describe('GET /api/clients pages', () => {
  it('answers a page by name with how many match and how many there are', async () => {
    const first = await page('limit=2');
    expect(first).toMatchObject({ total: everyone.length, all: everyone.length });
    const second = await page('limit=2&offset=2');
    expect([...names(first), ...names(second)]).toEqual(everyone.slice(0, 4));
    const fifty = await page('');
    expect(names(fifty)).toEqual(everyone);
  });

  it('an offset past the end answers no clients and the same counts', async () => {
    expect(await page('offset=500')).toEqual({ clients: [], total: everyone.length, all: everyone.length });
  });

  it('a wrong limit, offset or search answers a German 400', async () => {
    await expectRefusedReads(demo.portal, demo.admin, [
      ...pageBoundRefusals('/api/clients', 200),
      [`/api/clients?q=${'x'.repeat(201)}`, 'Höchstens 200 Zeichen.'],
      [`/api/clients?q=${encodeURIComponent('Mül\u0000ler')}`, 'Die Eingabe enthält unzulässige Steuerzeichen.'],
    ]);
  });
});

describe('search and filter in the database', () => {
  it("finds 'Müller' by 'müller' and by 'MÜLLER'; total counts the matches, all the list", async () => {
    for (const q of ['müller', 'MÜLLER', 'Müller']) {
      const found = await page(`q=${encodeURIComponent(q)}`);
      expect(names(found), q).toEqual(['Anna Müller-Lüdenscheidt', 'Jürgen Müller']);
      expect(found).toMatchObject({ total: 2, all: everyone.length });
    }
    expect(names(await page(`q=${encodeURIComponent('weiß gmbh')}`))).toEqual(['Carla Weiß']);
    // % and _ are plain characters, not patterns.
    expect(await page('q=%25')).toMatchObject({ clients: [], total: 0 });
  });

  it('filters and searches together, and pages the result', async () => {
    expect(names(await page('filter=active'))).toEqual(['Jürgen Müller']);
    const noPackage = await page(`filter=no_package&q=${encodeURIComponent('müller')}`);
    expect(noPackage).toMatchObject({ total: 1, all: everyone.length });
    expect(names(noPackage)).toEqual(['Anna Müller-Lüdenscheidt']);
    expect(names(await page('filter=no_package&limit=1&offset=1'))).toEqual([
      everyone.filter((n) => n !== 'Jürgen Müller')[1],
    ]);
  });

  it('the CSV export honours search and filter, and reads the list a page at a time', async () => {
    const res = await demo.portal.call(
      'GET',
      `/api/clients/export?q=${encodeURIComponent('müller')}&filter=no_package`,
      {
        token: demo.admin,
      },
    );
    expect(res.statusCode).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(['Name', 'E-Mail', 'Telefon', 'Firma', 'Position', 'Paket', 'Status', 'Registriert am']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[6]])).toEqual([
      ['Anna Müller-Lüdenscheidt', 'annamllerldenscheidt@beispiel.de', 'Anna Müller-Lüdenscheidt GmbH', 'Kein Paket'],
    ]);

    const whole = (await demo.portal.call('GET', '/api/clients/export', { token: demo.admin })).body;
    expect(whole.trim().split('\r\n')).toHaveLength(everyone.length + 1);
    const pages: string[][] = [];
    for await (const p of clientsInPages(demo.portal.runtime.ctx.db, '', 'all', 3)) pages.push(p.map((c) => c.name));
    expect(pages.slice(0, -1).every((p) => p.length === 3)).toBe(true);
    expect(pages.flat()).toEqual(everyone);
  });
});

describe("'Klienten ohne Paket' (/admin/packages) counts what the list's filter shows", () => {
  it('a former client (package completed) is in the KundenKartei, in neither the count nor the list', async () => {
    const stats = async () =>
      (await demo.portal.call('GET', '/api/packages/stats', { token: demo.admin })).json() as {
        clientsWithoutPackage: number;
      };
    expect((await stats()).clientsWithoutPackage).toBe((await page('filter=no_package')).total);
    const [held] = (await page('filter=active')).clients;
    const done = await demo.portal.call('POST', `/api/packages/${held!.packageId}/complete`, { token: demo.admin });
    expect(done.statusCode, done.body).toBe(200);
    const noPackage = await page('filter=no_package');
    expect(names(noPackage)).not.toContain('Jürgen Müller');
    expect((await stats()).clientsWithoutPackage).toBe(noPackage.total);
  });
});
