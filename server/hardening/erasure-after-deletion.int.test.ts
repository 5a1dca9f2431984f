import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOG_START, replay } from '../eventstore';
import { demoPartners } from '../seed/demo-accounts';
import { activatePaid, offerPackage, signedUpClient, userIdOf, demoPortalForFile } from '../testing/demo-portal';
import { berlinWallClock } from '../../modules/meetings/berlin-time';

// Security round two, item 1: a client with planned meetings deletes the account, then the
// partner cancels one meeting and completes another. Writing about the erased client must not
// create a fresh key for them (reading the old data with it failed every request touching it).
const demo = demoPortalForFile();
let partner: string;

beforeAll(async () => {
  partner = await demo.portal.signIn(demoPartners[0]!);
});

describe('writing about an erased client', () => {
  it('keeps audit, activity feed and replay readable, and nothing personal is written after erasure', async () => {
    const { id: clientId, token: client } = await signedUpClient(demo.portal, {
      email: 'ilse.loeschmich@beispiel.de',
      name: 'Ilse Löschmich',
      company: 'Löschmich KG',
    });
    const partnerId = await userIdOf(demo.portal, demoPartners[0]!.email);
    const up = await offerPackage(demo.portal, demo.admin, {
      clientId,
      packageName: 'Löschpaket',
      customPrice: 900,
      partnerHours: [{ partnerId, hours: 6 }],
    });
    expect(
      (await demo.portal.call('POST', '/api/packages/accept', { token: client, body: { packageId: up } })).statusCode,
    ).toBe(200);
    expect((await activatePaid(demo.portal, demo.admin, up)).statusCode).toBe(200);
    const date = berlinWallClock(new Date(demo.portal.clock.now.getTime() + 3 * 24 * 3600_000)).date;
    const plan = async (time: string) =>
      (
        await demo.portal.call('POST', '/api/meetings/create', {
          token: partner,
          body: { clientId, date, time, notes: 'Vorbereitung Löschmich' },
        })
      ).json().id as string;
    const toCancel = await plan('09:00');
    const toComplete = await plan('14:00');
    // The activation's background job copies the milestone plan: it is done before the account goes,
    // so no event of it lands while the replay below reads the log.
    for (let i = 0; i < 100; i++) {
      const res = await demo.portal.call('GET', `/api/milestones/user/${clientId}`, { token: demo.admin });
      if ((res.json() as unknown[]).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect((await demo.portal.call('DELETE', '/api/users/me', { token: client })).statusCode).toBe(200);

    // The deletion itself wrote about the erased client (issue 15): it cancelled the package and
    // both meetings in its transaction, their reasons sealed with no key. Nothing is left to settle.
    for (const id of [toCancel, toComplete]) {
      const again = await demo.portal.call('POST', `/api/meetings/${id}/cancel`, {
        token: partner,
        body: { reason: 'Klientin nicht mehr erreichbar' },
      });
      expect(again.json()).toMatchObject({ code: 'WRONG_STATUS' });
    }
    const types = (await demo.portal.runtime.ctx.store.readStream(`packages-user-package-${up}`)).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['PackageCancelled', 'ReservationReleased', 'ReservationReleased']);
    demo.portal.clock.advance(3 * 24 * 3600_000 + 15 * 3600_000);

    const audit = await demo.portal.call('GET', '/api/audit/events?limit=200', { token: demo.admin });
    expect(audit.statusCode).toBe(200);
    expect(audit.body).not.toContain('Löschmich');
    const stream = await demo.portal.call(
      'GET',
      `/api/audit/streams/packages-user-package-${up}?asOf=${encodeURIComponent(demo.portal.clock.now.toISOString())}`,
      { token: demo.admin },
    );
    expect(stream.statusCode).toBe(200);
    const feed = await demo.portal.call('GET', '/api/dashboard/activities/recent', { token: demo.admin });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain('Löschmich');
    const log = JSON.stringify(await demo.portal.runtime.ctx.store.readAll(LOG_START, 100_000));
    expect(log).not.toContain('Löschmich');
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });

  it('a sealed field that fails its authentication tag (a wrong key) reads as gelöscht instead of failing the request', async () => {
    const { id: userId } = await signedUpClient(demo.portal, {
      email: 'theo.manipuliert@beispiel.de',
      name: 'Theo Manipuliert',
      company: null,
    });
    const db = demo.portal.runtime.ctx.db;
    // The log is append-only: give the person a different key instead (what the old code did).
    await sql`
      UPDATE person_keys SET key = decode(md5(random()::text) || md5(random()::text), 'hex')
      WHERE subject_id = ${userId} AND purpose = 'personal'`.execute(db);
    const [registered] = await demo.portal.runtime.ctx.store.readStream(`identity-user-${userId}`);
    expect(registered!.data).toMatchObject({ name: 'gelöscht' });
    expect((await demo.portal.call('GET', '/api/audit/events?limit=50', { token: demo.admin })).statusCode).toBe(200);
  });
});
