import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOG_START, replay } from '../eventstore';
import { activatePaid, demoPartner, offerPackage, signedUpClient, demoPortalForFile } from '../testing/demo-portal';
import { recipientOf } from '../testing/smtp-sink';
import { berlinWallClock } from '../../lib/german/time';
import { completeAnswers } from '../../modules/onboarding/testing/questionnaire';

const NAME = 'Zerberus Quastenflosser';
const EMAIL = 'zerberus.quastenflosser@beispiel.de';
const NOTE = 'Vertrauliche Notiz zu Quastenflosser';

const demo = demoPortalForFile();

/** Every row of every table (ours and the job queue's) that mentions `needle`. */
async function tablesMentioning(needle: string): Promise<string[]> {
  const tables = await sql<{ schema: string; name: string }>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`.execute(demo.portal.runtime.ctx.db);
  const hits: string[] = [];
  for (const t of tables.rows) {
    const r = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.id(t.schema, t.name)} x WHERE x::text ILIKE ${`%${needle}%`}`.execute(
      demo.portal.runtime.ctx.db,
    );
    if (r.rows[0]!.n > 0) hits.push(`${t.schema}.${t.name}`);
  }
  return hits;
}

describe('erasure by crypto-shredding', () => {
  it('after the account is deleted the name is nowhere, the decrypted log says gelöscht, and packages still replay', async () => {
    // A visitor's questionnaire, registration and conversion.
    const q = await demo.portal.call('POST', '/api/questionnaires', {
      body: { answers: { ...completeAnswers('x'), name: NAME, email: EMAIL } },
    });
    expect(q.statusCode).toBe(201);
    const { id: userId, token } = await signedUpClient(demo.portal, {
      email: EMAIL,
      name: NAME,
      company: 'Quastenflosser GmbH',
    });
    expect(
      (
        await demo.portal.call('PUT', `/api/questionnaires/${q.json().id}`, {
          token,
          body: { userId, status: 'converted' },
          headers: { 'x-questionnaire-token': q.json().editToken },
        })
      ).statusCode,
    ).toBe(200);
    // A package with a meeting and notes about the client.
    const { id: partnerId, token: partnerToken } = await demoPartner(demo.portal);
    const up = await offerPackage(demo.portal, demo.admin, {
      clientId: userId,
      packageName: 'Erasure-Paket',
      customPrice: 1200,
      partnerHours: [{ partnerId, hours: 6 }],
      notes: NOTE,
    });
    await demo.portal.call('POST', '/api/packages/accept', { token, body: { packageId: up } });
    await activatePaid(demo.portal, demo.admin, up);
    const date = berlinWallClock(new Date(Date.now() + 2 * 24 * 3600_000)).date;
    const m = (
      await demo.portal.call('POST', '/api/meetings/create', {
        token: partnerToken,
        body: { clientId: userId, date, time: '11:00', notes: NOTE },
      })
    ).json();
    await demo.portal.call('POST', `/api/meetings/${m.id}/complete`, {
      token: partnerToken,
      body: { summary: `Gespräch mit ${NAME}` },
    });
    await demo.portal.smtp.waitFor((mail) => recipientOf(mail) === EMAIL);
    expect(await tablesMentioning('Quastenflosser')).not.toEqual([]);

    const deleted = await demo.portal.call('DELETE', '/api/users/me', { token });
    expect(deleted.statusCode).toBe(200);

    expect(await tablesMentioning('Quastenflosser')).toEqual([]);
    expect(await tablesMentioning(EMAIL)).toEqual([]);
    const log = JSON.stringify(await demo.portal.runtime.ctx.store.readAll(LOG_START, 100_000));
    expect(log).not.toContain('Quastenflosser');
    const registered = (await demo.portal.runtime.ctx.store.readStream(`identity-user-${userId}`))[0]!;
    expect(registered.data).toMatchObject({ name: 'gelöscht', email: 'gelöscht' });

    // Contract facts stay: the package and its hours still replay; the deletion ended it (issue 15).
    const pkg = (await demo.portal.runtime.ctx.store.readStream(`packages-user-package-${up}`)).map((e) => e.type);
    expect(pkg).toEqual([
      'PackageOffered',
      'PackageAccepted',
      'PackageActivated',
      'HoursReserved',
      'HoursConsumed',
      'PackageCancelled',
    ]);
    const asOf = (
      await demo.portal.call(
        'GET',
        `/api/audit/streams/packages-user-package-${up}?asOf=${encodeURIComponent(new Date().toISOString())}`,
        { token: demo.admin },
      )
    ).json();
    expect(asOf.state).toMatchObject({
      status: 'cancelled',
      price: 1200,
      ledger: { [partnerId]: { total: 6, consumed: 1 } },
    });
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });

  it('a contract key outlives the account by 7 years, then the retention sweep deletes it', async () => {
    const keys = demo.portal.runtime.ctx.store.keys;
    const before = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM person_keys WHERE purpose = 'contract' AND shred_after IS NOT NULL`.execute(
      demo.portal.runtime.ctx.db,
    );
    expect(before.rows[0]!.n).toBe(1);
    expect(
      await keys.shredDueContractKeys(demo.portal.runtime.ctx.db, new Date(Date.now() + 6 * 365 * 24 * 3600_000)),
    ).toBe(0);
    expect(
      await keys.shredDueContractKeys(demo.portal.runtime.ctx.db, new Date(Date.now() + 7 * 366 * 24 * 3600_000)),
    ).toBe(1);
  });
});
