import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../server/seed/demo-accounts';
import { demoPartner, offerPackage, startDemoPortal } from '../../server/testing/demo-portal';
import type { TestPortal } from '../../server/testing/harness';
import { recipientOf } from '../../server/testing/smtp-sink';
import { registerUser } from '../identity';
import { berlinWallClock } from '../../lib/german/time';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

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
  const user = await registerUser(
    portal.runtime.ctx,
    { email, password: 'Kunde-Passwort-1', name, role: 'user', acceptedTerms: LEGAL_VERSIONS },
    {},
  );
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
    const planned = await portal.call('POST', '/api/meetings/create', {
      token: partner.token,
      body: { clientId: c.id, date, time: '10:00', duration: 120, platform: 'zoom' },
    });
    expect(planned.statusCode).toBe(201);
    const done = await portal.call('POST', `/api/meetings/${planned.json().id}/complete`, {
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
