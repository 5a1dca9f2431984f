import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { lockInOrder } from '../../server/db/locks';
import { statementIdOf } from './commands';
import type { StatementView } from './contract';
import { statementStreams } from './events';
import { feesWorld, termsFromDecember } from './testing/fees-world';

// New terms for a month while the office drafts that month: either the terms come first and the
// statement is drafted with them, or the statement comes first and the terms are refused (409:
// 'a month with a statement takes no new terms'). Never a statement at the old rate under terms
// that say otherwise.

const { demo, call, clientOf, plan, moveTo } = feesWorld();
const terms = termsFromDecember(8000);

/** Whether some transaction waits for an advisory lock (the draft, held up behind the test's lock). */
async function someoneWaits(): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks
    WHERE locktype = 'advisory' AND NOT granted`.execute(demo.portal.runtime.ctx.db);
  return rows[0]!.n > 0;
}
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('terms set while their month is drafted', () => {
  it('the draft and the terms queue: the terms are refused once the month has its statement', async () => {
    const start = await moveTo('2026-12-01T08:00:00Z');
    let coach = start[0];
    const other = start[1];
    const termsUrl = `/api/partners/${coach.id}/fee-terms`;
    expect((await call('PUT', termsUrl, demo.admin, terms)).statusCode).toBe(200);
    const client = await clientOf([coach, other], { email: 'satzwechsel@beispiel.de', name: 'Satzwechsel Kunde' });
    const held = await plan(coach, client, 2, '10:00');
    [coach] = await moveTo('2026-12-10T12:00:00Z');
    expect((await call('POST', `/api/meetings/${held}/complete`, coach.token, { summary: 'Ziele' })).statusCode).toBe(
      200,
    );
    await moveTo('2027-01-02T08:00:00Z');

    // The draft is held up just before it writes the statement (its stream's lock is the test's)
    // while the office sets new terms for December.
    const streamId = statementStreams.toStreamId(statementIdOf(coach.id, '2026-12'));
    let termsAnswer: { statusCode: number; body: string } | null = null;
    const draft = await demo.portal.runtime.ctx.db.transaction().execute(async (tx) => {
      await lockInOrder(tx, [streamId]);
      const drafting = call('POST', '/api/fees/statements/draft', demo.admin, { month: '2026-12' });
      for (let i = 0; i < 100 && !(await someoneWaits()); i++) await pause(50);
      const setting = call('PUT', termsUrl, demo.admin, { ...terms, hourlyRate: 9000 }).then((a) => (termsAnswer = a));
      // Long enough for the terms to be answered when nothing holds them up.
      await Promise.race([setting, pause(1500)]);
      return { drafting, setting };
    });
    expect((await draft.drafting).statusCode).toBe(200);
    await draft.setting;

    const december = (await call('GET', `/api/fees/statements?month=2026-12&partnerId=${coach.id}`, demo.admin)).json()
      .statements as StatementView[];
    const line = december[0]!.lines.find((l) => l.meetingId === held)!;
    expect(termsAnswer!.statusCode, termsAnswer!.body).toBe(409);
    expect(line.rateCents).toBe(8000);
    const history = (await call('GET', termsUrl, demo.admin)).json().history as { hourlyRate: number }[];
    expect(history.map((t) => t.hourlyRate)).toEqual([8000]);
  });
});
