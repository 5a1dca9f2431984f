import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../server/seed/demo-accounts';
import {
  demoPartner,
  offerPackage,
  plannedMeetingId,
  registeredClient,
  startDemoPortal,
} from '../../server/testing/demo-portal';
import type { TestPortal } from '../../server/testing/harness';
import { recipientOf } from '../../server/testing/smtp-sink';
import { berlinWallClock } from '../../lib/german/time';

// Package e-mails are the reactions to their event types: whoever appends the event causes them.

let portal: TestPortal;
let admin: string;
let partner: { id: string; token: string; email: string };

beforeAll(async () => {
  portal = await startDemoPortal();
  admin = await portal.signIn(demoAdmin);
  partner = await demoPartner(portal);
});
afterAll(() => portal.close());

async function activePackage(name: string, hours: number) {
  const email = `${name}@beispiel.de`;
  const user = await registeredClient(portal.runtime.ctx, { email, name });
  await offerPackage(portal, admin, {
    clientId: user.id,
    packageName: `Paket ${name}`,
    customPrice: 700,
    partnerHours: [{ partnerId: partner.id, hours }],
    activateImmediately: true,
    paymentConfirmed: true,
  });
  return { id: user.id, email, name };
}

describe('package e-mails by event type', () => {
  it('an offer activated at once sends the activation mails, not the offer mail', async () => {
    const c = await activePackage('sofort', 8);
    await portal.smtp.waitFor((m) => recipientOf(m) === c.email && m.subject === 'Ihr Paket „Paket sofort“ ist aktiv');
    await portal.smtp.waitFor((m) => recipientOf(m) === partner.email && m.subject === `Neuer Klient: ${c.name}`);
    expect(portal.smtp.mails.filter((m) => recipientOf(m) === c.email).map((m) => m.subject)).toEqual([
      'Ihr Paket „Paket sofort“ ist aktiv',
    ]);
  });

  it("a meeting's completion that leaves fewer than 5 hours sends the low-hours mail to the client and the admins", async () => {
    const c = await activePackage('knapp', 6);
    const date = berlinWallClock(new Date(portal.clock.now.getTime() + 2 * 24 * 3600_000)).date;
    const id = await plannedMeetingId(portal, partner.token, { clientId: c.id, date, time: '10:00', duration: 120 });
    const done = await portal.call('POST', `/api/meetings/${id}/complete`, {
      token: partner.token,
      body: { summary: 'Ziele geklärt' },
    });
    expect(done.statusCode).toBe(200);
    const mail = await portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && m.subject === 'Wenige Stunden übrig in Ihrem Paket',
    );
    expect(mail.text).toContain('nur noch 4 Stunden übrig');
    await portal.smtp.waitFor(
      (m) => recipientOf(m) === demoAdmin.email && m.subject === `Wenige Stunden übrig: ${c.name}`,
    );
  });
});

describe("'Korrigieren' (issue 32): the correction replaces the offer in one step, with one mail", () => {
  it('the old offer is withdrawn and the new one offered together; the client gets the corrected offer only', async () => {
    const email = 'korrektur@beispiel.de';
    const user = await registeredClient(portal.runtime.ctx, { email, name: 'Karla Korrektur' });
    const terms = { clientId: user.id, partnerHours: [{ partnerId: partner.id, hours: 10 }] };
    const first = await offerPackage(portal, admin, { ...terms, packageName: 'Fokus', customPrice: 1200 });
    await portal.smtp.waitFor((m) => recipientOf(m) === email && m.subject === 'Ihr Paketangebot: Fokus');

    const other = await registeredClient(portal.runtime.ctx, { email: 'andere@beispiel.de', name: 'Andere' });
    const correct = (body: object) => portal.call('POST', `/api/packages/${first}/correct`, { token: admin, body });
    const wrongClient = await correct({ ...terms, clientId: other.id, packageName: 'Fokus', customPrice: 990 });
    expect(wrongClient.statusCode).toBe(400);
    expect(wrongClient.json().code).toBe('CORRECTION_OTHER_CLIENT');

    const res = await correct({ ...terms, packageName: 'Fokus Plus', customPrice: 990 });
    expect(res.statusCode, res.body).toBe(201);
    const corrected = res.json().userPackage;
    expect(corrected).toMatchObject({ status: 'pending_acceptance', name: 'Fokus Plus', price: 990 });
    const pending = (await portal.call('GET', '/api/packages/pending', { token: admin })).json();
    expect(
      pending.filter((p: { clientId: string }) => p.clientId === user.id).map((p: { id: string }) => p.id),
    ).toEqual([corrected.id]);
    const old = (await portal.call('GET', `/api/clients/${user.id}/details`, { token: admin })).json();
    expect(old.packages.map((p: { userPackage: { status: string } }) => p.userPackage.status).sort()).toEqual([
      'pending_acceptance',
      'withdrawn',
    ]);

    const mail = await portal.smtp.waitFor(
      (m) => recipientOf(m) === email && m.subject === 'Ihr korrigiertes Paketangebot: Fokus Plus',
    );
    expect(mail.text).toContain('unser Angebot „Fokus“ korrigiert');
    // The mail of the withdrawal would come in the same transaction's jobs: give it time, then count.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(portal.smtp.mails.filter((m) => recipientOf(m) === email).map((m) => m.subject)).toEqual([
      'Ihr Paketangebot: Fokus',
      'Ihr korrigiertes Paketangebot: Fokus Plus',
    ]);
    // Corrected again from the replaced offer: it is over.
    expect((await correct({ ...terms, packageName: 'Fokus', customPrice: 800 })).statusCode).toBe(409);
  });
});
