import { beforeAll, describe, expect, it } from 'vitest';
import { demoPartners } from '../../server/seed/demo-accounts';
import { demoPortalForFile, offerPackage, signedInClient, userIdOf } from '../../server/testing/demo-portal';
import { expectRefusedReads, pageBoundRefusals } from '../../server/testing/refusals';
import type { ArchivePage } from './contract';

// The KundenKartei pages, searches and filters in the database (issue 17); the screen's former
// filter rules (spec 02 §2) asserted against the server.

const demo = demoPortalForFile();
const page = async (query: string) => {
  const res = await demo.portal.call('GET', `/api/client-archive?${query}`, { token: demo.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ArchivePage;
};
const names = (p: ArchivePage) => p.entries.map((e) => e.name);

async function former(
  name: string,
  email: string,
  company: string | null,
  packageName: string,
  end: 'complete' | 'cancel',
) {
  const partnerId = await userIdOf(demo.portal, demoPartners[0]!.email);
  const client = await signedInClient(demo.portal, { email, name, ...(company ? { company } : {}) });
  const up = await offerPackage(demo.portal, demo.admin, {
    clientId: client.id,
    packageName,
    customPrice: 500,
    partnerHours: [{ partnerId, hours: 4 }],
    activateImmediately: true,
    paymentConfirmed: true,
  });
  const res =
    end === 'complete'
      ? await demo.portal.call('POST', `/api/packages/${up}/complete`, { token: demo.admin })
      : await demo.portal.call('POST', `/api/packages/${up}/cancel`, {
          token: demo.admin,
          body: { reason: 'Kündigung' },
        });
  expect(res.statusCode, res.body).toBe(200);
  demo.portal.clock.advance(60_000);
}

beforeAll(async () => {
  // Each ends after the one before: the list shows the newest end first.
  await former('Julia Hoffmann-Archiv', 'julia@hoffmann.de', 'Hoffmann Design GmbH', 'Wachstum', 'complete');
  await former('Peter Wagner', 'peter@wagner.de', 'Wagner Logistik KG', 'Start', 'cancel');
  await former('Lena Fischer', 'lena@fischer.de', null, 'Wachstum', 'complete');
  await former('Jürgen Müller', 'juergen@mueller.de', 'Müller Söhne', 'Start', 'complete');
});

describe('GET /api/client-archive pages', () => {
  it('answers a page, newest end first, with how many match and how many there are', async () => {
    const whole = await page('');
    expect(names(whole)).toEqual(['Jürgen Müller', 'Lena Fischer', 'Peter Wagner', 'Julia Hoffmann-Archiv']);
    expect(whole).toMatchObject({ total: 4, all: 4, packageNames: ['Start', 'Wachstum'] });
    const second = await page('limit=2&offset=2');
    expect(names(second)).toEqual(['Peter Wagner', 'Julia Hoffmann-Archiv']);
    expect(second).toMatchObject({ total: 4, all: 4 });
    expect(await page('offset=40')).toMatchObject({ entries: [], total: 4, all: 4 });
  });

  it('a wrong limit, offset or filter answers a German 400', async () => {
    await expectRefusedReads(demo.portal, demo.admin, [
      ...pageBoundRefusals('/api/client-archive', 200),
      ['/api/client-archive?status=offen', 'Unbekannter Status.'],
    ]);
  });
});

describe('search and filters in the database', () => {
  it('searches name, company and e-mail, ignoring case (umlauts too)', async () => {
    expect(names(await page('q=wagner'))).toEqual(['Peter Wagner']);
    expect(names(await page('q=LOGISTIK'))).toEqual(['Peter Wagner']);
    expect(names(await page('q=lena%40'))).toEqual(['Lena Fischer']);
    expect(names(await page(`q=${encodeURIComponent('müller')}`))).toEqual(['Jürgen Müller']);
    expect(names(await page(`q=${encodeURIComponent('MÜLLER SÖHNE')}`))).toEqual(['Jürgen Müller']);
    expect(await page('q=niemand')).toMatchObject({ entries: [], total: 0, all: 4 });
  });

  it('filters by status and package, together and with a search', async () => {
    expect(names(await page('status=cancelled'))).toEqual(['Peter Wagner']);
    expect(names(await page('package=Wachstum'))).toEqual(['Lena Fischer', 'Julia Hoffmann-Archiv']);
    expect(names(await page('package=Wachstum&status=completed&q=hoffmann'))).toEqual(['Julia Hoffmann-Archiv']);
    expect(await page('package=Start&limit=1')).toMatchObject({ total: 2, all: 4 });
  });
});
