import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';
import { replay } from '../../server/eventstore';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { recipientOf } from '../../server/testing/smtp-sink';
import { LEAD_RETENTION_MONTHS } from './decide';
import { eraseExpiredLeads, LEAD_RETENTION_QUEUE } from './retention';
import { completeAnswers, createAs, visitor } from './testing/questionnaire';

// A visitor who never registers: their questionnaire is erased six months after its last save,
// by the daily job, as an account's erasure erases (key shredded, row gone, replay the same).

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

const DAY = 24 * 3600_000;
const db = () => portal.runtime.ctx.db;

async function rowsMentioning(needle: string): Promise<string[]> {
  const tables = await sql<{ schema: string; name: string }>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`.execute(db());
  const hits: string[] = [];
  for (const t of tables.rows) {
    const r = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.id(t.schema, t.name)} x WHERE x::text ILIKE ${`%${needle}%`}`.execute(db());
    if (r.rows[0]!.n > 0) hits.push(`${t.schema}.${t.name}`);
  }
  return hits;
}
const rowOf = (id: string) =>
  sql<{ id: string }>`SELECT id FROM questionnaires WHERE id = ${id}`.execute(db()).then((r) => r.rows.length);

describe('leads of visitors who never register', () => {
  it('are erased by the daily job six months after their last save; younger and registered ones stay', async () => {
    // Old lead: a request with a name and address found nowhere else.
    const oldVisitor = visitor(portal);
    const old = await createAs(oldVisitor, {
      answers: { ...completeAnswers('alt'), name: 'Otto Altbestand', email: 'otto.altbestand@beispiel.de' },
      status: 'request_sent',
    });
    await portal.smtp.waitFor((m) => recipientOf(m) === 'otto.altbestand@beispiel.de');
    // Registered lead of the same day: linked to the account, erased only with it.
    const member = visitor(portal);
    const linked = await createAs(member, { answers: completeAnswers('konto'), status: 'request_sent' });
    const reg = await member.call('POST', '/api/auth/register', {
      body: {
        acceptedTerms: LEGAL_VERSIONS,
        email: 'konto@beispiel.de',
        password: 'Start-Passwort-1',
        name: 'Kora Konto',
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const converted = await member.call('PUT', `/api/questionnaires/${linked.id}`, {
      token: reg.json().token,
      body: { status: 'converted', userId: reg.json().user.id },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    // An old lead saved again a month later: its six months count from then.
    const resaved = await createAs(visitor(portal), { answers: { name: 'Rita Später' } });

    portal.clock.advance(31 * DAY);
    const again = await portal.runtime.app.inject({
      method: 'PUT',
      url: `/api/questionnaires/${resaved.id}`,
      payload: { answers: { name: 'Rita Später', company: 'Später GmbH' } },
      headers: { origin: 'http://portal.test', 'x-questionnaire-token': resaved.editToken },
    });
    expect(again.statusCode, again.body).toBe(200);
    portal.clock.advance((LEAD_RETENTION_MONTHS * 31 - 31) * DAY);
    // Six months and a few days after the first saves, a young lead of today.
    const young = await createAs(visitor(portal), { answers: { name: 'Jana Jungbestand' } });

    expect(await eraseExpiredLeads(portal.runtime.ctx)).toBe(1);

    expect(await rowOf(old.id)).toBe(0);
    expect([await rowOf(linked.id), await rowOf(resaved.id), await rowOf(young.id)]).toEqual([1, 1, 1]);
    expect(await rowsMentioning('Altbestand')).toEqual([]);
    const log = await portal.runtime.ctx.store.readStream(`onboarding-questionnaire-${old.id}`);
    // Its key is shredded: the answers sealed with it read as nothing, in every event.
    expect(JSON.stringify(log)).not.toMatch(/Altbestand|otto\./);
    expect(log[0]!.data).toMatchObject({ answers: {} });
    expect(log.at(-1)!.type).toBe('QuestionnaireErased');
    // Its capability went too: the visitor's browser can no longer save.
    const save = await oldVisitor.call('PUT', `/api/questionnaires/${old.id}`, { body: { answers: { name: 'X' } } });
    expect(save.statusCode).toBe(404);
    // The job erases nothing twice; replay rebuilds the read tables as they are live.
    expect(await eraseExpiredLeads(portal.runtime.ctx)).toBe(0);
    expect((await replay(portal.runtime.ctx.store)).differences).toEqual([]);
    // It runs daily, outside the hour summer time skips.
    const schedule = await sql<{ cron: string }>`
      SELECT cron FROM pgboss.schedule WHERE name = ${LEAD_RETENTION_QUEUE}`.execute(db());
    expect(schedule.rows.map((r) => r.cron)).toEqual(['15 4 * * *']);
  });
});
