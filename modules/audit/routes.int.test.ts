import { describe, expect, it } from 'vitest';
import { demoAdmin, demoPartners } from '../../server/seed/demo-accounts';
import {
  CLIENT_PASSWORD,
  offerPackage,
  signedInClient,
  userIdOf,
  demoPortalForFile,
  activatePaid,
} from '../../server/testing/demo-portal';
import { findUserByEmail } from '../identity';

const demo = demoPortalForFile();

const tick = () => new Promise((r) => setTimeout(r, 30));

describe('audit', () => {
  it('the as-of view of a package at three instants matches what the API showed then', async () => {
    const partnerId = await userIdOf(demo.portal, demoPartners[0]!.email);
    const { token, ...client } = await signedInClient(demo.portal, {
      email: 'zeitreise@beispiel.de',
      name: 'Zeit Reise',
    });
    const shown: { at: string; status: string; hours: number }[] = [];
    const snapshot = async () => {
      await tick();
      const up = (await demo.portal.call('GET', '/api/packages/my-active', { token })).json().userPackage;
      shown.push({ at: new Date().toISOString(), status: up.status, hours: up.totalHours });
      await tick();
    };
    const upId = await offerPackage(demo.portal, demo.admin, {
      clientId: client.id,
      packageName: 'Verlauf',
      customPrice: 700,
      partnerHours: [{ partnerId, hours: 7 }],
    });
    await snapshot();
    await demo.portal.call('POST', '/api/packages/accept', { token, body: { packageId: upId } });
    await snapshot();
    await activatePaid(demo.portal, demo.admin, upId);
    await snapshot();
    expect(shown.map((s) => s.status)).toEqual(['pending_acceptance', 'pending_activation', 'active']);
    for (const s of shown) {
      const res = await demo.portal.call(
        'GET',
        `/api/audit/streams/packages-user-package-${upId}?asOf=${encodeURIComponent(s.at)}`,
        { token: demo.admin },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().state).toMatchObject({
        status: s.status,
        totalHours: s.hours,
        ledger: { [partnerId]: { total: 7, consumed: 0 } },
      });
    }
    const before = await demo.portal.call(
      'GET',
      `/api/audit/streams/packages-user-package-${upId}?asOf=2000-01-01T00:00:00Z`,
      { token: demo.admin },
    );
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('Zu diesem Zeitpunkt gab es das noch nicht.');
    const never = await demo.portal.call('GET', `/api/audit/streams/packages-user-package-tippfehler`, {
      token: demo.admin,
    });
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toBe('Unbekannter Verlauf.');
  });

  it('filters the log by client and tells each row in German; pages backwards', async () => {
    const client = (await findUserByEmail(demo.portal.runtime.ctx.db, 'zeitreise@beispiel.de'))!;
    // The activation's milestone plan is made by a background job: wait for it, so the log holds still.
    let all: { type: string; position: number; text: string; concerns: unknown }[] = [];
    for (let i = 0; i < 100 && !all.some((r) => r.type === 'MilestonePlanCreated'); i++) {
      if (i) await new Promise((r) => setTimeout(r, 50));
      all = (
        await demo.portal.call('GET', `/api/audit/events?entity=client&entityId=${client.id}`, { token: demo.admin })
      ).json().rows;
    }
    const activated = all.find((r) => r.type === 'PackageActivated')!;
    expect(activated.text).toMatch(
      new RegExp(`^Paket aktiviert von ${demoAdmin.name} am \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}$`),
    );
    // Whom it concerns (issue 32): the client, not the admin who did it.
    expect(activated.concerns).toEqual([{ id: client.id, name: client.name, roleLabel: 'Klient' }]);
    expect(all.map((r) => r.type).filter((t) => t !== 'MilestonePlanCreated')).toEqual([
      'PackageActivated',
      // The acceptance invoices the package (invoicing); no billing address yet: a draft.
      'InvoiceDrafted',
      'PackageAccepted',
      'PackageOffered',
      // The registration and, with it, the consent to the texts in force (issue 32).
      'TermsAccepted',
      'UserRegistered',
    ]);
    const page = (
      await demo.portal.call('GET', `/api/audit/events?entity=client&entityId=${client.id}&limit=2`, {
        token: demo.admin,
      })
    ).json();
    const older = (
      await demo.portal.call(
        'GET',
        `/api/audit/events?entity=client&entityId=${client.id}&before=${page.nextBefore}&limit=50`,
        { token: demo.admin },
      )
    ).json();
    expect([...page.rows, ...older.rows].map((r: { position: number }) => r.position)).toEqual(
      all.map((r) => r.position),
    );
    expect(older.nextBefore).toBeNull();
    const byType = (
      await demo.portal.call('GET', '/api/audit/events?type=PackageAccepted', { token: demo.admin })
    ).json();
    expect(byType.rows.every((r: { type: string }) => r.type === 'PackageAccepted')).toBe(true);
    expect(
      (await demo.portal.call('GET', '/api/audit/events?type=DROP%20TABLE', { token: demo.admin })).statusCode,
    ).toBe(400);
    const client2 = await demo.portal.signIn({ email: 'zeitreise@beispiel.de', password: CLIENT_PASSWORD });
    expect((await demo.portal.call('GET', '/api/audit/events', { token: client2 })).statusCode).toBe(403);
  });
});
