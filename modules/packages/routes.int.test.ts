import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoAdmin, demoClients, demoPartners } from '../../server/seed/demo-accounts';
import { activatePaid, offerPackage } from '../../server/testing/demo-portal';
import { recipientOf } from '../../server/testing/smtp-sink';
import { packageMessages } from './contract';
import { expireDuePackages } from './commands';
import { packagesWorldForFile } from './testing/packages-world';

const w = packagesWorldForFile('paketkunde', 'Paket Kunde');

/** The create-and-assign route, called as `token`. */
const createAndAssign = (token: string, body: object) =>
  w.portal.call('POST', '/api/packages/create-and-assign', { token, body });

const offerBody = (clientId: string, over: Record<string, unknown> = {}) => ({
  clientId,
  packageName: 'Wachstum 15',
  packageDescription: 'Strategie und Vertrieb',
  customTotalHours: 15,
  customPrice: 4800.5,
  partnerHours: [
    { partnerId: w.partnerIds[0], hours: 10 },
    { partnerId: w.partnerIds[1], hours: 5 },
  ],
  paymentReference: 'RE-2026-001',
  notes: null,
  activateImmediately: false,
  ...over,
});

describe('offers', () => {
  it('20 concurrent offers for one client: exactly one succeeds, the rest answer 400 "pending package"', async () => {
    const c = await w.newClient();
    const answers = await Promise.all(Array.from({ length: 20 }, () => createAndAssign(w.admin, offerBody(c.id))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 400)) {
      expect(a.json()).toMatchObject({ code: 'PENDING_PACKAGE' });
      expect(a.json().message).toContain('pending package');
    }
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM user_packages WHERE user_id = ${c.id}`.execute(
      w.portal.runtime.ctx.db,
    );
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('validates an offer in German and writes nothing', async () => {
    const c = await w.newClient();
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(w.portal.runtime.ctx.db);
    const zero = await createAndAssign(w.admin, offerBody(c.id, { customPrice: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Der Preis muss größer als 0 sein.');
    const dup = await createAndAssign(
      w.admin,
      offerBody(c.id, {
        partnerHours: [
          { partnerId: w.partnerIds[0], hours: 2 },
          { partnerId: w.partnerIds[0], hours: 3 },
        ],
      }),
    );
    expect(dup.json().message).toBe('Jeder Accelerator kann nur einmal zugeordnet werden.');
    const toPartner = await createAndAssign(w.admin, offerBody(w.partnerIds[2]!));
    expect(toPartner.json().message).toBe('Der ausgewählte Benutzer ist kein Klient.');
    const notPartner = await createAndAssign(
      w.admin,
      offerBody(c.id, { partnerHours: [{ partnerId: c.id, hours: 2 }] }),
    );
    expect(notPartner.statusCode).toBe(400);
    const noPayment = await createAndAssign(w.admin, offerBody(c.id, { activateImmediately: true }));
    expect(noPayment.json().message).toBe(packageMessages.paymentRequired);
    // A price as text is read the German way; text that cannot be read is refused saying so.
    const priceAsWords = await createAndAssign(w.admin, offerBody(c.id, { customPrice: 'zwölf Euro' }));
    expect(priceAsWords.statusCode).toBe(400);
    expect(priceAsWords.json().message).toBe('Bitte geben Sie den Preis als Zahl in Euro ein, z. B. 1.234,56.');
    // Hours as text would be read the English way ('1.000' hours as 1): refused.
    const hoursAsText = await createAndAssign(
      w.admin,
      offerBody(c.id, { partnerHours: [{ partnerId: w.partnerIds[0], hours: '1.000' }] }),
    );
    expect(hoursAsText.statusCode).toBe(400);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(w.portal.runtime.ctx.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('a price sent as the text "1.234,56" is read as meant: 1.234,56 €', async () => {
    const c = await w.newClient();
    const res = await createAndAssign(w.admin, offerBody(c.id, { customPrice: '1.234,56' }));
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json()).toMatchObject({ package: { price: 1234.56 } });
  });

  it('only admins offer; a client sees only their own package', async () => {
    const c = await w.newClient();
    const other = await w.newClient();
    expect((await createAndAssign(c.token, offerBody(c.id))).statusCode).toBe(403);
    expect((await w.portal.call('GET', '/api/packages/pending', { token: c.token })).statusCode).toBe(403);
    expect((await w.portal.call('GET', `/api/packages/user/${other.id}`, { token: c.token })).statusCode).toBe(403);
    expect((await w.portal.call('GET', '/api/packages/my-active')).json()).toBeNull();
  });
});

describe('a package from offer to completion', () => {
  it('offer -> accept -> activate -> complete, with the offer and activation e-mails and the invoice drafted', async () => {
    const c = await w.newClient();
    const created = await createAndAssign(w.admin, offerBody(c.id));
    expect(created.statusCode).toBe(201);
    const upId = created.json().userPackage.id as string;
    expect(created.json().userPackage).toMatchObject({
      status: 'pending_acceptance',
      totalHours: 15,
      price: 4800.5,
      isAccepted: false,
    });

    const mine = (await w.portal.call('GET', '/api/packages/my-active', { token: c.token })).json();
    expect(mine.partners.map((p: { totalHours: number }) => p.totalHours).sort()).toEqual([10, 5].sort());
    expect(mine.templatePartners).toHaveLength(2);
    const offerMail = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && m.subject === 'Ihr Paketangebot: Wachstum 15',
    );
    expect(offerMail.text?.replace(/\u00a0/g, ' ')).toContain('4.800,50 €');

    const accepted = await w.portal.call('POST', '/api/packages/accept', {
      token: c.token,
      body: { packageId: upId },
      headers: { 'user-agent': 'Testbrowser' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().userPackage).toMatchObject({ status: 'pending_activation', isAccepted: true });
    const ev = (await w.portal.runtime.ctx.store.readStream(`packages-user-package-${upId}`)).find(
      (e) => e.type === 'PackageAccepted',
    )!;
    expect(ev.data).toMatchObject({ userAgent: 'Testbrowser', terms: { price: 4800.5 } });
    const raw = await sql<{
      data: { userAgent: unknown };
    }>`SELECT data FROM events WHERE event_id = ${ev.eventId}`.execute(w.portal.runtime.ctx.db);
    expect(JSON.stringify(raw.rows[0]!.data.userAgent)).not.toContain('Testbrowser');
    // The invoice is the invoicing module's: without the client's billing address (and the firm's
    // data) it waits as a draft, and its mail goes out when it is issued (modules/invoicing/documents).
    const invoices = (await w.portal.call('GET', '/api/invoices', { token: c.token })).json().invoices;
    expect(invoices).toMatchObject([{ userPackageId: upId, status: 'draft', number: null, grossCents: 480_050 }]);

    const pending = (await w.portal.call('GET', '/api/packages/pending', { token: w.admin })).json();
    expect(pending.find((p: { id: string }) => p.id === upId)).toMatchObject({
      isAccepted: true,
      clientEmail: c.email,
    });

    const noPay = await w.portal.call('POST', `/api/packages/${upId}/activate`, {
      token: w.admin,
      body: { notes: 'bezahlt' },
    });
    expect(noPay.statusCode).toBe(400);
    expect(noPay.json().message).toBe(packageMessages.paymentRequired);
    const activated = await w.portal.call('POST', `/api/packages/${upId}/activate`, {
      token: w.admin,
      body: { notes: 'bezahlt', paymentConfirmed: true },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ status: 'active' });
    expect(
      new Date(activated.json().expiresAt).getTime() - new Date(activated.json().activatedAt).getTime(),
    ).toBeGreaterThan(364 * 24 * 3600_000);
    await w.portal.smtp.waitFor((m) => recipientOf(m) === c.email && (m.subject ?? '').includes('ist aktiv'));
    await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === demoPartners[0]!.email && m.subject === `Neuer Klient: ${c.name}`,
    );
    await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === demoPartners[1]!.email && m.subject === `Neuer Klient: ${c.name}`,
    );

    const completed = await w.portal.call('POST', `/api/packages/${upId}/complete`, { token: w.admin });
    expect(completed.json()).toMatchObject({ status: 'completed' });
    const again = await w.portal.call('POST', `/api/packages/${upId}/complete`, { token: w.admin });
    expect(again.statusCode).toBe(409);

    const rated = await w.portal.call('POST', `/api/packages/${upId}/rating`, {
      token: c.token,
      body: { rating: 5, comment: 'Sehr hilfreich' },
    });
    expect(rated.json()).toMatchObject({ rating: 5, status: 'completed' });
    expect(
      (await w.portal.call('POST', `/api/packages/${upId}/rating`, { token: c.token, body: { rating: 4 } })).statusCode,
    ).toBe(409);
  });

  it('offer -> decline with a reason notifies the admins; the client may then get a new offer', async () => {
    const c = await w.newClient();
    const upId = await offerPackage(w.portal, w.admin, offerBody(c.id));
    const declined = await w.portal.call('POST', '/api/packages/decline', {
      token: c.token,
      body: { packageId: upId, reason: 'Zu früh für uns' },
    });
    expect(declined.statusCode).toBe(200);
    const mail = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === demoAdmin.email && m.subject === `Paket abgelehnt: ${c.name}`,
    );
    expect(mail.text).toContain('Zu früh für uns');
    expect((await w.portal.call('GET', '/api/packages/my-active', { token: c.token })).json().userPackage.status).toBe(
      'cancelled',
    );
    expect((await createAndAssign(w.admin, offerBody(c.id))).statusCode).toBe(201);
  });

  it('the admin withdraws an open offer: mail to the client, gone from their package, a new offer at once', async () => {
    const c = await w.newClient();
    const upId = await offerPackage(w.portal, w.admin, offerBody(c.id));
    const withdraw = (id: string, token = w.admin) => w.portal.call('POST', `/api/packages/${id}/withdraw`, { token });
    expect((await withdraw(upId, c.token)).statusCode).toBe(403);
    const done = await withdraw(upId);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('withdrawn');
    const mail = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && m.subject === 'Ihr Paketangebot wurde zurückgezogen: Wachstum 15',
    );
    expect(mail.text).toContain('„Wachstum 15“ zurückgezogen');
    expect((await w.portal.call('GET', '/api/packages/my-active', { token: c.token })).json()).toBeNull();
    expect((await withdraw(upId)).statusCode).toBe(409);
    // The corrected offer: no decline needed first. Accepted, it binds: withdrawing answers 409.
    const again = await offerPackage(w.portal, w.admin, offerBody(c.id, { customPrice: 4200 }));
    const accepted = await w.portal.call('POST', '/api/packages/accept', {
      token: c.token,
      body: { packageId: again },
    });
    expect(accepted.statusCode).toBe(200);
    const binding = await withdraw(again);
    expect(binding.statusCode).toBe(409);
    expect(binding.json().message).toBe(packageMessages.offerBinding);
    expect((await w.portal.call('GET', '/api/packages/my-active', { token: c.token })).json().userPackage.id).toBe(
      again,
    );
  });

  it('an admin may activate before acceptance; the daily sweep expires it after 12 months', async () => {
    const c = await w.newClient();
    const upId = await offerPackage(w.portal, w.admin, offerBody(c.id));
    const activated = await activatePaid(w.portal, w.admin, upId);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await expireDuePackages(w.portal.runtime.ctx)).toBe(0);
    w.portal.clock.advance(366 * 24 * 3600_000);
    expect(await expireDuePackages(w.portal.runtime.ctx)).toBeGreaterThanOrEqual(1);
    w.portal.clock.now = new Date();
    expect((await w.portal.call('GET', '/api/packages/my-active', { token: c.token })).json().userPackage.status).toBe(
      'expired',
    );
  });
});

describe('the admin queue', () => {
  it('stats and clients without a package', async () => {
    const stats = (await w.portal.call('GET', '/api/packages/stats', { token: w.admin })).json();
    expect(stats).toEqual({
      totalPackages: expect.any(Number),
      activePackages: expect.any(Number),
      pendingAssignments: stats.pendingAcceptances + stats.pendingActivations,
      pendingAcceptances: expect.any(Number),
      pendingActivations: expect.any(Number),
      clientsWithoutPackage: expect.any(Number),
    });
    const without = (await w.portal.call('GET', '/api/packages/clients-without-package', { token: w.admin })).json();
    expect(without.map((c: { email: string }) => c.email)).toContain(demoClients[0]!.email);
    // The tile counts the client list's 'Kein Paket'; the form's list also offers former clients anew.
    const listed = (await w.portal.call('GET', '/api/clients?filter=no_package', { token: w.admin })).json();
    expect(stats.clientsWithoutPackage).toBe(listed.total);
    expect(without.length).toBeGreaterThanOrEqual(listed.total);
  });

  it('replay rebuilds the package read tables identical to the live ones', async () => {
    const report = await replay(w.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
