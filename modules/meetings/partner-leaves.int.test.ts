import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { offerPackage, plannedMeetingId, signedInClient } from '../../server/testing/demo-portal';
import { recipientOf } from '../../server/testing/smtp-sink';
import { meetingsWorldForFile } from './test-world';

// Issue 15 item 4: an Accelerator leaves. What they hold is handed over or released in one step,
// nothing stays allocated to an account nobody can sign in to, and they can come back.

const world = meetingsWorldForFile();
const call = (method: string, url: string, body?: Record<string, unknown>) =>
  world.portal.call(method, url, { token: world.admin, ...(body ? { body } : {}) });

async function newPartner(name: string, email: string): Promise<string> {
  const res = await call('POST', '/api/users', { name, email, partnerType: 'Vertrieb', password: 'Geht-Weg-2026!' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().user ?? res.json()).id as string;
}
/** The admin plans a meeting for the partner `days` ahead at 11:00. */
const planFor = (partnerId: string, clientId: string, days: number) =>
  plannedMeetingId(world.portal, world.admin, { clientId, partnerId, date: world.dayAhead(days), time: '11:00' });
/** An offer of `hours` per Accelerator to the client, active at once unless `active` is false. */
const offerTo = (clientId: string, packageName: string, hours: [string, number][], active = true) =>
  offerPackage(world.portal, world.admin, {
    clientId,
    packageName,
    customPrice: 500,
    partnerHours: hours.map(([partnerId, h]) => ({ partnerId, hours: h })),
    ...(active ? { activateImmediately: true, paymentConfirmed: true } : {}),
  });
const packageOf = async (clientId: string) => (await call('GET', `/api/packages/user/${clientId}`)).json();
const icsOf = (mail: { attachments: { contentType: string; content: Buffer }[] }) =>
  new ICAL.Component(
    ICAL.parse(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString()),
  ).getFirstSubcomponent('vevent')!;

/** The first `count` mails to `to` whose subject starts with `subject`, waiting for them. */
async function mailsTo(to: string, subject: string, count: number) {
  const matching = (m: { subject?: string }) => (m.subject ?? '').startsWith(subject);
  await world.portal.smtp.waitFor(
    () => world.portal.smtp.mails.filter((m) => recipientOf(m) === to && matching(m)).length >= count,
  );
  return world.portal.smtp.mails.filter((m) => recipientOf(m) === to && matching(m)).slice(0, count);
}

describe('an Accelerator leaves', () => {
  it('holdings are handed over or released, the account is deactivated, and it can be reactivated', async () => {
    const leaver = await newPartner('Lena Geht', 'lena.geht@beispiel.de');
    const successor = world.partners[1]!;
    const c1 = await signedInClient(world.portal, { email: 'bleibt@beispiel.de', name: 'Bernd Bleibt' });
    await offerTo(c1.id, 'Wachstum', [
      [leaver, 10],
      [successor.id, 5],
    ]);
    const m1 = await planFor(leaver, c1.id, 3);
    const m2 = await planFor(leaver, c1.id, 4);
    const c2 = await signedInClient(world.portal, { email: 'angebot@beispiel.de', name: 'Anna Angebot' });
    const offered = await offerTo(
      c2.id,
      'Start',
      [
        [leaver, 6],
        [world.partners[0]!.id, 4],
      ],
      false,
    );

    // Removing them outright is refused while they hold hours: the dialog hands them over first.
    const refused = await call('DELETE', `/api/users/${leaver}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PARTNER_HOLDS_HOURS' });
    expect(refused.json().message).toContain('übergeben');

    const holdings = (await call('GET', `/api/users/${leaver}/holdings`)).json();
    expect(
      holdings.packages.map((p: { clientName: string; remainingHours: number; meetings: unknown[] }) => [
        p.clientName,
        p.remainingHours,
        p.meetings.length,
      ]),
    ).toEqual([
      ['Bernd Bleibt', 10, 2],
      ['Anna Angebot', 6, 0],
    ]);
    expect(holdings.candidates.map((p: { id: string }) => p.id)).toContain(successor.id);
    expect(holdings.candidates.map((p: { id: string }) => p.id)).not.toContain(leaver);
    // A client holds no Accelerator's hours: their id names no one to hand over from.
    const notAPartner = await call('GET', `/api/users/${c1.id}/holdings`);
    expect([notAPartner.statusCode, notAPartner.json().message]).toEqual([404, 'Benutzer nicht gefunden.']);

    const incomplete = await call('POST', `/api/users/${leaver}/handover`, {
      packages: [{ userPackageId: holdings.packages[0].userPackageId, toPartnerId: successor.id }],
      meetings: 'handOver',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe('HANDOVER_INCOMPLETE');

    const done = await call('POST', `/api/users/${leaver}/handover`, {
      packages: [
        { userPackageId: holdings.packages[0].userPackageId, toPartnerId: successor.id },
        { userPackageId: offered, toPartnerId: null },
      ],
      meetings: 'handOver',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, outcome: 'deactivated' });

    // c1: the successor holds all 15 hours and both meetings; nothing is left with the leaver.
    const p1 = await packageOf(c1.id);
    expect(
      p1.partners.map((p: { partnerId: string; totalHours: number; reservedHours: number }) => [
        p.partnerId,
        p.totalHours,
        p.reservedHours,
      ]),
    ).toEqual([[successor.id, 15, 2]]);
    expect(p1.userPackage).toMatchObject({ totalHours: 15, reservedHours: 2 });
    const mine = await world.mine(c1.token);
    expect(mine.filter((m) => [m1, m2].includes(m.id)).map((m) => [m.partnerId, m.status])).toEqual([
      [successor.id, 'scheduled'],
      [successor.id, 'scheduled'],
    ]);
    // c2's offer: the leaver's 6 hours were released; the offer holds 4.
    expect((await packageOf(c2.id)).userPackage).toMatchObject({ totalHours: 4, status: 'pending_acceptance' });

    // Mails: the client learns who takes over; the successor gets the client and the updated invitation.
    const notice = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c1.email && (m.subject ?? '').startsWith('Änderung in Ihrem Paket'),
    );
    expect(notice.text).toContain('übernimmt');
    await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === successor.email && m.subject === 'Neuer Klient: Bernd Bleibt',
    );
    const invites = await mailsTo(successor.email, 'Termin übernommen', 2);
    const firsts = await mailsTo(c1.email, 'Termin geplant', 2);
    // The same calendar entries, updated: same UIDs, higher SEQUENCE.
    const entries = (mails: typeof invites) =>
      new Map(
        mails.map((m) => [
          String(icsOf(m).getFirstPropertyValue('uid')),
          Number(icsOf(m).getFirstPropertyValue('sequence') ?? 0),
        ]),
      );
    const updated = entries(invites);
    const original = entries(firsts);
    expect([...updated.keys()].sort()).toEqual([...original.keys()].sort());
    for (const [uid, sequence] of updated) expect(sequence).toBeGreaterThan(original.get(uid)!);

    // The one who left gets the CANCEL of each handed-over entry, so their calendar holds nothing stale.
    const leaverCancels = await mailsTo('lena.geht@beispiel.de', 'Termin abgesagt', 2);
    expect(new Set(leaverCancels.map((m) => icsOf(m).getFirstPropertyValue('uid')))).toEqual(new Set(updated.keys()));

    // Deactivated: no new hours for them, no sign-in; an admin brings them back.
    const again = await call('POST', '/api/packages/create-and-assign', {
      clientId: c1.id,
      packageName: 'Noch eins',
      customPrice: 100,
      partnerHours: [{ partnerId: leaver, hours: 1 }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('nicht mehr aktiv');
    const back = await call('POST', `/api/users/${leaver}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(await world.portal.signIn({ email: 'lena.geht@beispiel.de', password: 'Geht-Weg-2026!' })).toBeTruthy();
    expect((await call('POST', `/api/users/${leaver}/reactivate`)).json().code).toBe('NOT_DEACTIVATED');
    // Holding nothing now and never having delivered an hour (their meetings went to the successor), they can be deleted.
    expect((await call('DELETE', `/api/users/${leaver}`)).json()).toEqual({ success: true, outcome: 'deleted' });
  });

  it('released hours cancel their meetings; a started, unsettled meeting stops the whole hand-over', async () => {
    const leaver = await newPartner('Otto Offen', 'otto.offen@beispiel.de');
    const c = await signedInClient(world.portal, { email: 'offen@beispiel.de', name: 'Olga Offen' });
    const up = await offerTo(c.id, 'Fokus', [
      [leaver, 8],
      [world.partners[2]!.id, 2],
    ]);
    const soon = await planFor(leaver, c.id, 1);
    const plan = { packages: [{ userPackageId: up, toPartnerId: null }], meetings: 'handOver' };

    // The meeting has begun and nobody settled it: nothing changes.
    const saved = world.portal.clock.now;
    world.portal.clock.now = new Date(saved.getTime() + 2 * 24 * 3600_000);
    try {
      const blocked = await call('POST', `/api/users/${leaver}/handover`, plan);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().code).toBe('OVERDUE_MEETINGS');
      expect((await packageOf(c.id)).userPackage).toMatchObject({ totalHours: 10, reservedHours: 1 });
    } finally {
      world.portal.clock.now = saved;
    }

    const done = await call('POST', `/api/users/${leaver}/handover`, plan);
    expect(done.statusCode, done.body).toBe(200);
    expect((await packageOf(c.id)).userPackage).toMatchObject({ totalHours: 2, reservedHours: 0, remainingHours: 2 });
    const cancelled = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Termin abgesagt'),
    );
    expect(cancelled.text).toContain('Grund: Der Accelerator steht nicht mehr zur Verfügung.');
    // Cancelled before its date: in no list of the client's screen.
    expect((await world.everyMeetingOf(c.id)).find((m) => m.id === soon)?.status).toBe('cancelled');
  });

  it('the last hours to plan are not released: the package is ended instead; a successor must be an active Accelerator', async () => {
    const leaver = await newPartner('Ida Einzig', 'ida.einzig@beispiel.de');
    const c = await signedInClient(world.portal, { email: 'einzig@beispiel.de', name: 'Egon Einzig' });
    const up = await offerTo(c.id, 'Solo', [[leaver, 3]], false);
    const released = await call('POST', `/api/users/${leaver}/handover`, {
      packages: [{ userPackageId: up, toPartnerId: null }],
      meetings: 'cancel',
    });
    expect(released.statusCode).toBe(409);
    expect(released.json().code).toBe('NOTHING_LEFT_TO_PLAN');
    const toClient = await call('POST', `/api/users/${leaver}/handover`, {
      packages: [{ userPackageId: up, toPartnerId: c.id }],
      meetings: 'cancel',
    });
    expect(toClient.statusCode).toBe(400);
    expect(toClient.json()).toMatchObject({
      code: 'SUCCESSOR_NOT_ACTIVE',
      message: 'Der gewählte Nachfolger ist kein aktiver Accelerator.',
    });
    expect((await packageOf(c.id)).userPackage).toMatchObject({ totalHours: 3, status: 'pending_acceptance' });
  });

  it('two admins handing over the same Accelerator at once: the meeting and its hours end up with the same successor', async () => {
    const leaver = await newPartner('Rolf Rennen', 'rolf.rennen@beispiel.de');
    const c = await signedInClient(world.portal, { email: 'rennen@beispiel.de', name: 'Rita Rennen' });
    const up = await offerTo(c.id, 'Wettlauf', [[leaver, 4]]);
    const m = await planFor(leaver, c.id, 6);
    const [a, b] = [world.partners[0]!.id, world.partners[1]!.id];
    const answers = await Promise.all(
      [a, b].map((to) =>
        call('POST', `/api/users/${leaver}/handover`, {
          packages: [{ userPackageId: up, toPartnerId: to }],
          meetings: 'handOver',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200]);
    const pkg = await packageOf(c.id);
    const holders = pkg.partners.filter((p: { reservedHours: number }) => p.reservedHours > 0);
    const mine = await world.mine(c.token);
    expect(holders.map((p: { partnerId: string }) => p.partnerId)).toEqual([mine.find((x) => x.id === m)!.partnerId]);
    expect(pkg.userPackage).toMatchObject({ totalHours: 4, reservedHours: 1 });
  });

  it('replay rebuilds every table the hand-overs wrote identical to the live ones', async () => {
    expect((await replay(world.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
