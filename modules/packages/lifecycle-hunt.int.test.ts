import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoPartners } from '../../server/seed/demo-accounts';
import {
  numberedAccounts,
  offerPackage,
  signedInClient,
  demoPortalForFile,
  newAccelerator,
  userIdOf,
} from '../../server/testing/demo-portal';
import { countRows, expectNoServerError } from '../../server/testing/lifecycle-hunt';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// Offers and packages when two people act at once, or someone leaves while an offer is open.

const demo = demoPortalForFile();
let partnerIds: string[];
beforeAll(async () => {
  partnerIds = await Promise.all(demoPartners.map((p) => userIdOf(demo.portal, p.email)));
});

const nextClient = numberedAccounts('lebenslauf', 'Lebenslauf Kunde');
const newClient = () => signedInClient(demo.portal, nextClient());
const offerTo = (clientId: string, partnerId: string, over: Record<string, unknown> = {}) =>
  offerPackage(demo.portal, demo.admin, {
    clientId,
    packageName: 'Start 5',
    customPrice: 750,
    partnerHours: [{ partnerId, hours: 5 }],
    ...over,
  });
async function eventsOf(streamId: string): Promise<string[]> {
  const { rows } = await sql<{
    type: string;
  }>`SELECT type FROM events WHERE stream_id = ${streamId} ORDER BY version`.execute(demo.portal.runtime.ctx.db);
  return rows.map((r) => r.type);
}

describe('offers and packages when two act at once', () => {
  it('the demo.admin withdraws while the client accepts: exactly one of them happens', async () => {
    for (let round = 0; round < 5; round++) {
      const c = await newClient();
      const id = await offerTo(c.id, partnerIds[0]!);
      const [withdraw, accept] = await Promise.all([
        demo.portal.call('POST', `/api/packages/${id}/withdraw`, { token: demo.admin }),
        demo.portal.call('POST', '/api/packages/accept', { token: c.token, body: { packageId: id } }),
      ]);
      expect(
        [withdraw.statusCode, accept.statusCode].filter((s) => s === 200),
        `${withdraw.body} ${accept.body}`,
      ).toHaveLength(1);
      expectNoServerError(withdraw, accept);
      const row = await sql<{ status: string }>`SELECT status FROM user_packages WHERE id = ${id}`.execute(
        demo.portal.runtime.ctx.db,
      );
      expect(row.rows[0]!.status).toBe(withdraw.statusCode === 200 ? 'withdrawn' : 'pending_activation');
    }
  });

  it('two admins activate the same package at once: one activation, one 409', async () => {
    const c = await newClient();
    const id = await offerTo(c.id, partnerIds[0]!);
    const body = { paymentConfirmed: true, notes: 'Überweisung eingegangen' };
    const [a, b] = await Promise.all([
      demo.portal.call('POST', `/api/packages/${id}/activate`, { token: demo.admin, body }),
      demo.portal.call('POST', `/api/packages/${id}/activate`, { token: demo.admin, body }),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
    expect((await eventsOf(`packages-user-package-${id}`)).filter((t) => t === 'PackageActivated')).toHaveLength(1);
  });

  it('an Accelerator removed while an offer to them is being made: never an open offer holding hours of a removed account', async () => {
    for (let round = 0; round < 8; round++) {
      const partnerId = await newAccelerator(demo, `Gerda Geht ${round}`, `gerda.geht${round}@beispiel.de`);
      const c = await newClient();
      const [offer, removal] = await Promise.all([
        demo.portal.call('POST', '/api/packages/create-and-assign', {
          token: demo.admin,
          body: { clientId: c.id, packageName: 'Start 5', customPrice: 750, partnerHours: [{ partnerId, hours: 5 }] },
        }),
        demo.portal.call('DELETE', `/api/users/${partnerId}`, { token: demo.admin }),
      ]);
      expectNoServerError(offer, removal);
      const heldByGone = await countRows(
        demo.portal,
        sql`package_allocations a JOIN user_packages p ON p.id = a.user_package_id
        LEFT JOIN users u ON u.id = a.partner_id
        WHERE a.partner_id = ${partnerId} AND p.status IN ('pending_acceptance', 'pending_activation', 'active')
          AND (u.id IS NULL OR u.deactivated_at IS NOT NULL)`,
      );
      expect(heldByGone, `round ${round}: offer ${offer.statusCode}, removal ${removal.statusCode}`).toBe(0);
    }
  });
});

describe('a client with an open offer leaves', () => {
  it('the offer ends with the account, and replay stays clean', async () => {
    const c = await newClient();
    const id = await offerTo(c.id, partnerIds[1]!, { notes: 'Bitte bis Freitag – Grüße' });
    expect((await demo.portal.call('DELETE', '/api/users/me', { token: c.token })).statusCode).toBe(200);
    const row = await sql<{ status: string }>`SELECT status FROM user_packages WHERE id = ${id}`.execute(
      demo.portal.runtime.ctx.db,
    );
    expect(row.rows[0]!.status).toBe('cancelled');
    const pending = await demo.portal.call('GET', '/api/packages/pending', { token: demo.admin });
    expect(pending.json().map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });

  it('a client deletes the account while an offer to them is being made: no open offer to an erased account', async () => {
    for (let round = 0; round < 8; round++) {
      const c = await newClient();
      const [offer, deletion] = await Promise.all([
        demo.portal.call('POST', '/api/packages/create-and-assign', {
          token: demo.admin,
          body: {
            clientId: c.id,
            packageName: 'Start 5',
            customPrice: 750,
            partnerHours: [{ partnerId: partnerIds[0], hours: 5 }],
          },
        }),
        demo.portal.call('DELETE', '/api/users/me', { token: c.token }),
      ]);
      expectNoServerError(offer, deletion);
      const open = await countRows(
        demo.portal,
        sql`user_packages WHERE user_id = ${c.id} AND status IN ('pending_acceptance', 'pending_activation', 'active')`,
      );
      expect(open, `round ${round}: offer ${offer.statusCode}, deletion ${deletion.statusCode}`).toBe(0);
    }
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});

describe('a client leaves and comes back with the same address', () => {
  it('the new account starts clean: no package, offerable again, counts agree, replay clean', async () => {
    const account = { email: 'Wieder.Da@Beispiel.de', name: 'Wilma Wiederda' };
    const first = await signedInClient(demo.portal, account);
    const active = await offerTo(first.id, partnerIds[0]!, { activateImmediately: true, paymentConfirmed: true });
    const before = (await demo.portal.call('GET', '/api/packages/stats', { token: demo.admin })).json();
    expect((await demo.portal.call('DELETE', '/api/users/me', { token: first.token })).statusCode).toBe(200);
    const again = await demo.portal.call('POST', '/api/auth/register', {
      body: {
        acceptedTerms: LEGAL_VERSIONS,
        email: 'wieder.da@beispiel.de',
        password: 'Wieder-Da-2026',
        name: 'Wilma Wiederda',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
    const second = { id: again.json().user.id as string, token: again.json().token as string };
    expect(second.id).not.toBe(first.id);
    const mine = await demo.portal.call('GET', '/api/packages/my-active', { token: second.token });
    expect(mine.statusCode, mine.body).toBeLessThan(500);
    expect(JSON.stringify(mine.json())).not.toContain(active);
    const after = (await demo.portal.call('GET', '/api/packages/stats', { token: demo.admin })).json();
    expect(after.activePackages).toBe(before.activePackages - 1);
    expect(after.clientsWithoutPackage).toBe(before.clientsWithoutPackage + 1); // the new account
    const offer = await offerTo(second.id, partnerIds[0]!);
    expect(
      (await demo.portal.call('POST', '/api/packages/accept', { token: second.token, body: { packageId: offer } }))
        .statusCode,
    ).toBe(200);
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});

describe("the client's standing through an end and a withdrawn new offer", () => {
  it('a former client offered again and then withdrawn is back in the KundenKartei and not in the client list', async () => {
    const c = await signedInClient(demo.portal, { email: 'zurueck@beispiel.de', name: 'Zoë Zurück' });
    const first = await offerTo(c.id, partnerIds[0]!, { activateImmediately: true, paymentConfirmed: true });
    expect((await demo.portal.call('POST', `/api/packages/${first}/complete`, { token: demo.admin })).statusCode).toBe(
      200,
    );
    const where = async () => {
      const archive = (
        await demo.portal.call('GET', '/api/client-archive?q=Zur%C3%BCck', { token: demo.admin })
      ).json();
      const clients = (await demo.portal.call('GET', '/api/clients?q=Zur%C3%BCck', { token: demo.admin })).json();
      return {
        archive: archive.entries.map((e: { packageName: string }) => e.packageName),
        clients: clients.clients.map((x: { packageStatus: string | null }) => x.packageStatus),
      };
    };
    expect(await where()).toEqual({ archive: ['Start 5'], clients: [] });
    const second = await offerTo(c.id, partnerIds[1]!, { packageName: 'Folgepaket' });
    expect(await where()).toEqual({ archive: [], clients: ['pending_acceptance'] });
    expect((await demo.portal.call('POST', `/api/packages/${second}/withdraw`, { token: demo.admin })).statusCode).toBe(
      200,
    );
    expect(await where()).toEqual({ archive: ['Start 5'], clients: [] });
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});

describe('texts made of invisible characters only', () => {
  it('an offer without a visible name, or a cancellation without a visible reason, is refused and changes nothing', async () => {
    const invisible = '\u200b\u2060';
    const c = await newClient();
    const offer = await demo.portal.call('POST', '/api/packages/create-and-assign', {
      token: demo.admin,
      body: {
        clientId: c.id,
        packageName: invisible,
        customPrice: 750,
        partnerHours: [{ partnerId: partnerIds[0], hours: 5 }],
      },
    });
    expect(offer.statusCode, offer.body).toBe(400);
    expect(offer.json().message).toBe('Bitte geben Sie einen Paketnamen ein.');
    const template = await demo.portal.call('POST', '/api/packages', {
      token: demo.admin,
      body: { name: invisible, price: 100 },
    });
    expect(template.statusCode, template.body).toBe(400);
    const id = await offerTo(c.id, partnerIds[0]!, { activateImmediately: true, paymentConfirmed: true });
    const cancel = await demo.portal.call('POST', `/api/packages/${id}/cancel`, {
      token: demo.admin,
      body: { reason: invisible },
    });
    expect(cancel.statusCode, cancel.body).toBe(400);
    expect(cancel.json().message).toBe('Bitte geben Sie einen Grund an.');
    const row = await sql<{ status: string }>`SELECT status FROM user_packages WHERE id = ${id}`.execute(
      demo.portal.runtime.ctx.db,
    );
    expect(row.rows[0]!.status).toBe('active');
  });
});

describe('what the client reads of an ended package', () => {
  it("the firm's cancellation carries its reason to the client's /package, a decline none", async () => {
    const c = await newClient();
    const id = await offerTo(c.id, partnerIds[0]!, { activateImmediately: true, paymentConfirmed: true });
    const cancel = await demo.portal.call('POST', `/api/packages/${id}/cancel`, {
      token: demo.admin,
      body: { reason: 'Umzug ins Ausland' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mine = (await demo.portal.call('GET', '/api/users/me/package', { token: c.token })).json();
    expect(mine.package.userPackage).toMatchObject({ id, status: 'cancelled', cancelReason: 'Umzug ins Ausland' });
    const d = await newClient();
    const offered = await offerTo(d.id, partnerIds[0]!);
    expect(
      (
        await demo.portal.call('POST', '/api/packages/decline', {
          token: d.token,
          body: { packageId: offered, reason: 'Zu teuer' },
        })
      ).statusCode,
    ).toBe(200);
    const theirs = (await demo.portal.call('GET', '/api/users/me/package', { token: d.token })).json();
    expect(theirs.package.userPackage).toMatchObject({ id: offered, status: 'cancelled', cancelReason: null });
  });
});

describe('a client with everything leaves', () => {
  it('active package, milestone plan, archive notes and a second open offer: all end or go, counts agree, replay clean', async () => {
    const c = await newClient();
    const active = await offerTo(c.id, partnerIds[0]!, { activateImmediately: true, paymentConfirmed: true });
    for (let i = 0; i < 100; i++) {
      if ((await demo.portal.call('GET', '/api/milestones', { token: c.token })).json().length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const notes = await demo.portal.call('PUT', `/api/client-archive/${c.id}/notes`, {
      token: demo.admin,
      body: { notes: 'Rückruf am Montag – Frau Müller möchte später verlängern.' },
    });
    expect(notes.statusCode, notes.body).toBe(200);
    const offered = await offerTo(c.id, partnerIds[1]!, { packageName: 'Verlängerung' });
    const before = (await demo.portal.call('GET', '/api/packages/stats', { token: demo.admin })).json();
    expect((await demo.portal.call('DELETE', '/api/users/me', { token: c.token })).statusCode).toBe(200);
    const db = demo.portal.runtime.ctx.db;
    const statuses = await sql<{ id: string; status: string; cancel_reason: string | null }>`
      SELECT id, status, cancel_reason FROM user_packages WHERE user_id = ${c.id} ORDER BY created_at`.execute(db);
    expect(statuses.rows).toHaveLength(2);
    expect(statuses.rows).toEqual(
      expect.arrayContaining([
        { id: active, status: 'cancelled', cancel_reason: 'Konto gelöscht' },
        { id: offered, status: 'cancelled', cancel_reason: 'Konto gelöscht' },
      ]),
    );
    const left = await sql<{ m: number; n: number }>`
      SELECT (SELECT count(*)::int FROM client_milestones WHERE client_id = ${c.id}) AS m,
             (SELECT count(*)::int FROM client_archive_notes WHERE user_id = ${c.id}) AS n`.execute(db);
    expect(left.rows[0]).toEqual({ m: 0, n: 0 });
    const after = (await demo.portal.call('GET', '/api/packages/stats', { token: demo.admin })).json();
    expect(after).toMatchObject({
      activePackages: before.activePackages - 1,
      pendingAcceptances: before.pendingAcceptances - 1,
      clientsWithoutPackage: before.clientsWithoutPackage,
    });
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
