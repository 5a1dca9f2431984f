import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoPartner, offerPackage, signedInClient } from '../../server/testing/demo-portal';
import { recipientOf } from '../../server/testing/smtp-sink';
import { expireDuePackages, findUserPackage } from '../packages';
import { meetingsWorldForFile } from './test-world';

// Issue 15: a package's end, a meeting that did not take place, and a client who leaves lose no
// hour and strand nobody.

const world = meetingsWorldForFile();

const post = (token: string, url: string, body: Record<string, unknown> = {}) =>
  world.portal.call('POST', url, { token, body });
const packageOf = async (client: { token: string }) =>
  (await world.portal.call('GET', '/api/packages/my-active', { token: client.token })).json().userPackage;
/** The client's meetings, also those cancelled before their date (in no list of the screens). */
const meetingsOf = async (client: { id: string }) => world.everyMeetingOf(client.id);

/** Runs `work` with the clock at `at`, then puts it back. */
async function at<T>(when: Date, work: () => Promise<T>): Promise<T> {
  const saved = world.portal.clock.now;
  world.portal.clock.now = when;
  try {
    return await work();
  } finally {
    world.portal.clock.now = saved;
  }
}
const afterStart = (m: { startsAt: string }) => new Date(new Date(m.startsAt).getTime() + 2 * 3600_000);

describe('a package ends: its future meetings end with it, their hours go back', () => {
  it('completing cancels the future meetings (both sides mailed with a calendar CANCEL); none of them completes afterwards', async () => {
    const c = await world.clientWithPackage();
    const m1 = await world.planned(0, c.id, 3);
    const m2 = await world.planned(1, c.id, 4);
    expect((await packageOf(c)).reservedHours).toBe(2);

    const done = await post(world.admin, `/api/packages/${c.userPackageId}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', reservedHours: 0, remainingHours: 15 });
    const meetings = await meetingsOf(c);
    expect(meetings.map((m) => [m.status, m.endReason])).toEqual([
      ['cancelled', 'Das Paket wurde abgeschlossen.'],
      ['cancelled', 'Das Paket wurde abgeschlossen.'],
    ]);

    for (const to of [c.email, world.partners[0]!.email]) {
      const mail = await world.portal.smtp.waitFor(
        (m) => recipientOf(m) === to && (m.subject ?? '').startsWith('Termin abgesagt') && m.text!.includes('Paket'),
      );
      expect(mail.text).toContain('Grund: Das Paket wurde abgeschlossen.');
      const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString();
      expect(new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue('method')).toBe('CANCEL');
    }

    const late = await post(world.partners[0]!.token, `/api/meetings/${m1.id}/complete`, { summary: 'doch gehalten' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Das Meeting ist bereits „Abgesagt“.');
    expect((await post(world.admin, `/api/meetings/${m2.id}/complete`, { summary: 'x' })).statusCode).toBe(409);
    expect((await packageOf(c)).remainingHours).toBe(15);
  });

  it('planning for a package that ended since the dialog opened says so (not "fill all fields"); nothing is written', async () => {
    const c = await world.clientWithPackage();
    const ended = await post(world.admin, `/api/packages/${c.userPackageId}/complete`);
    expect(ended.statusCode, ended.body).toBe(200);
    // As the open dialog sends it: the client and the package they chose before it ended.
    const plan = await post(world.partners[0]!.token, '/api/meetings/create', {
      clientId: c.id,
      userPackageId: c.userPackageId,
      date: world.dayAhead(3),
      time: '10:00',
      duration: 60,
      platform: 'zoom',
    });
    expect(plan.statusCode, plan.body).toBe(409);
    expect(plan.json()).toMatchObject({
      code: 'PACKAGE_ENDED',
      message: 'Das Paket dieses Klienten ist inzwischen beendet. Es können keine Meetings mehr dafür geplant werden.',
    });
    expect(await meetingsOf(c)).toEqual([]);
    expect((await findUserPackage(world.portal.runtime.ctx.db, c.userPackageId))?.reserved_hours).toBe(0);
  });

  it('an world.admin cancels a pending or active package with a reason (German); world.partners and clients cannot', async () => {
    const c = await world.clientWithPackage();
    const m = await world.planned(0, c.id, 5);
    const url = `/api/packages/${c.userPackageId}/cancel`;
    const noReason = await post(world.admin, url, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Bitte geben Sie einen Grund an.');
    expect((await post(world.partners[0]!.token, url, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(c.token, url, { reason: 'x' })).statusCode).toBe(403);

    const cancelled = await post(world.admin, url, { reason: 'Vertrag aufgelöst' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Vertrag aufgelöst',
      reservedHours: 0,
    });
    expect((await meetingsOf(c)).find((x) => x.id === m.id)).toMatchObject({
      status: 'cancelled',
      endReason: 'Das Paket wurde storniert.',
    });
    const again = await post(world.admin, url, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Das Paket ist im Status „Storniert“ und kann so nicht geändert werden.');

    // An offer not yet accepted is cancelled the same way.
    const d = await signedInClient(world.portal, { email: 'offen@beispiel.de', name: 'Offen Kunde' });
    const offered = await offerPackage(world.portal, world.admin, {
      clientId: d.id,
      packageName: 'Angebot',
      customPrice: 500,
      partnerHours: [{ partnerId: world.partners[0]!.id, hours: 2 }],
    });
    const gone = await post(world.admin, `/api/packages/${offered}/cancel`, { reason: 'Angebot zurückgezogen' });
    expect(gone.json()).toMatchObject({ status: 'cancelled' });
    expect((await post(world.admin, `/api/packages/${crypto.randomUUID()}/cancel`, { reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('an overdue meeting holds the end: 409 naming the count, listed in the client details until it is settled', async () => {
    const c = await world.clientWithPackage();
    const past = await world.planned(0, c.id, 2, '09:00');
    const future = await world.planned(1, c.id, 6);
    await at(afterStart(past), async () => {
      const refused = await post(world.admin, `/api/packages/${c.userPackageId}/complete`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'OVERDUE_MEETINGS',
        message:
          'Das Paket hat noch ein überfälliges Meeting (Termin vorbei, nicht abgeschlossen). Bitte schließen Sie es zuerst ab oder markieren Sie es als „Nicht stattgefunden“.',
      });
      const cancel = await post(world.admin, `/api/packages/${c.userPackageId}/cancel`, { reason: 'x' });
      expect(cancel.json().code).toBe('OVERDUE_MEETINGS');
      const details = (await world.portal.call('GET', `/api/clients/${c.id}/details`, { token: world.admin })).json();
      expect(details.packages[0].overdueMeetings.map((m: { id: string }) => m.id)).toEqual([past.id]);

      // The world.admin settles it (completes: hours charged), then the package completes.
      const settled = await post(world.admin, `/api/meetings/${past.id}/complete`, { summary: 'Gehalten' });
      expect(settled.statusCode).toBe(200);
      const done = await post(world.admin, `/api/packages/${c.userPackageId}/complete`);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ remainingHours: 14, reservedHours: 0 });
    });
    expect((await meetingsOf(c)).find((m) => m.id === future.id)!.status).toBe('cancelled');
  });

  it('expiry waits while a meeting is overdue, then expires the package', async () => {
    const c = await world.clientWithPackage(10, { validityMonths: 1 });
    const m = await world.planned(0, c.id, 20);
    const expiresAt = new Date((await packageOf(c)).expiresAt);
    const stored = () => findUserPackage(world.portal.runtime.ctx.db, c.userPackageId);
    await at(new Date(expiresAt.getTime() + 3600_000), async () => {
      await expireDuePackages(world.portal.runtime.ctx);
      expect((await stored())!.status).toBe('active');
      // A month on, the sessions of the morning have run out: the partner signs in again.
      const partner = await demoPartner(world.portal, 0);
      const notHeld = await post(partner.token, `/api/meetings/${m.id}/not-held`, { reason: 'Ausgefallen' });
      expect(notHeld.statusCode, notHeld.body).toBe(200);
      await expireDuePackages(world.portal.runtime.ctx);
      const row = (await stored())!;
      expect([row.status, Number(row.reserved_hours), Number(row.remaining_hours)]).toEqual(['expired', 0, 15]);
    });
  });
});

describe("'Nicht stattgefunden' and 'Klient nicht erschienen'", () => {
  it('a started meeting closes as not held (hours released, nothing charged) by its partner or an world.admin, with a reason', async () => {
    const c = await world.clientWithPackage();
    const m = await world.planned(0, c.id, 2, '11:00');
    const notHeld = (token: string, body: Record<string, unknown>) =>
      post(token, `/api/meetings/${m.id}/not-held`, body);

    const early = await notHeld(world.partners[0]!.token, { reason: 'Krank' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NOT_STARTED');
    await at(afterStart(m), async () => {
      expect((await notHeld(world.partners[0]!.token, {})).json().message).toBe('Bitte geben Sie einen Grund an.');
      expect((await notHeld(world.partners[1]!.token, { reason: 'Krank' })).statusCode).toBe(403);
      expect((await notHeld(c.token, { reason: 'Krank' })).statusCode).toBe(403);
      const res = await notHeld(world.partners[0]!.token, { reason: 'Klient krank' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'not_held', endReason: 'Klient krank', hoursUsed: 0 });
      expect(await packageOf(c)).toMatchObject({ reservedHours: 0, remainingHours: 15 });
      expect((await notHeld(world.admin, { reason: 'noch mal' })).statusCode).toBe(409);
      // A started meeting is still not deleted: it is settled.
      const del = await post(world.partners[0]!.token, `/api/meetings/${m.id}/cancel`, {});
      expect(del.statusCode).toBe(409);
    });
    const events = await world.adminMeetingsOf(c);
    expect(events.find((x) => x.id === m.id)?.status).toBe('not_held');
  });

  it("a no-show completes the started meeting and charges its hours, flagged 'Klient nicht erschienen'", async () => {
    const c = await world.clientWithPackage();
    const m = await world.planned(0, c.id, 2, '13:00');
    expect((await post(world.partners[0]!.token, `/api/meetings/${m.id}/no-show`)).json().code).toBe('NOT_STARTED');
    await at(afterStart(m), async () => {
      const res = await post(world.admin, `/api/meetings/${m.id}/no-show`, { notes: 'Nicht erreichbar' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'completed', noShow: true, summary: 'Klient nicht erschienen' });
    });
    expect(await packageOf(c)).toMatchObject({ reservedHours: 0, remainingHours: 14 });
  });
});

describe('a client leaves', () => {
  it('deleting the account cancels the future meetings (the partner is told) and ends the packages; stats agree', async () => {
    const c = await world.clientWithPackage();
    const m = await world.planned(1, c.id, 9, '15:00');
    const statsBefore = (await world.portal.call('GET', '/api/packages/stats', { token: world.admin })).json();
    const res = await world.portal.call('DELETE', '/api/users/me', { token: c.token });
    expect(res.statusCode, res.body).toBe(200);

    // (The client's name and e-mail are gone: found among the cancelled ones.)
    const all = (await world.adminList('status=cancelled&limit=200')).meetings;
    expect(all.find((x) => x.id === m.id)).toMatchObject({ status: 'cancelled' });
    const mail = await world.portal.smtp.waitFor(
      (x) =>
        recipientOf(x) === world.partners[1]!.email &&
        (x.subject ?? '').startsWith('Termin abgesagt') &&
        x.text!.includes('Konto gelöscht'),
    );
    expect(mail.text).toContain('Grund: Konto gelöscht');
    expect(mail.text).not.toContain(c.email);

    const statsAfter = (await world.portal.call('GET', '/api/packages/stats', { token: world.admin })).json();
    expect(statsAfter.activePackages).toBe(statsBefore.activePackages - 1);
    const partnerStats = (
      await world.portal.call('GET', '/api/partner-clients/my-clients', { token: world.partners[1]!.token })
    ).json();
    expect(JSON.stringify(partnerStats)).not.toContain(c.userPackageId);
    const row = await world.portal.runtime.ctx.db
      .selectFrom('user_packages' as never)
      .select(['status', 'cancel_reason', 'reserved_hours'] as never)
      .where('id' as never, '=', c.userPackageId as never)
      .executeTakeFirstOrThrow();
    expect({ ...row, reserved_hours: Number((row as { reserved_hours: unknown }).reserved_hours) }).toEqual({
      status: 'cancelled',
      cancel_reason: 'Konto gelöscht',
      reserved_hours: 0,
    });
  });

  it('replay rebuilds every table the ends wrote identical to the live ones', async () => {
    expect((await replay(world.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
