import { describe, expect, it } from 'vitest';
import { exampleFirm } from '../../server/testing/example-firm';
import type { StatementView } from './contract';
import { feeSequenceStreams, statementStreams } from './events';
import { billingOf, feesWorld, termsFromDecember } from './testing/fees-world';

// Two (or four) admins at once, several rounds: a month's statements are drafted once, a statement
// is issued once with one number and no gap in the year's sequence, and paid out once.

const { demo, call, clientOf, plan, moveTo } = feesWorld();
const terms = termsFromDecember(8500);
const AT_ONCE = 4;
const statusesOf = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

describe('the office clicking at once', () => {
  it('drafts a month once, issues a statement once without a gap in the numbers, pays it out once', async () => {
    let [coach, other] = await moveTo('2026-12-01T08:00:00Z');
    expect((await call('PUT', '/api/settings/firm', demo.admin, exampleFirm)).statusCode).toBe(200);
    const client = await clientOf([coach, other], { email: 'gleichzeitig@beispiel.de', name: 'Gleichzeitig Kunde' });
    const planned: string[] = [];
    for (const p of [coach, other]) {
      expect((await call('PUT', `/api/partners/${p.id}/fee-terms`, demo.admin, terms)).statusCode).toBe(200);
      expect(
        (await call('PUT', '/api/partners/me/billing', p.token, billingOf(`Gleichzeitig ${p.id}`))).statusCode,
      ).toBe(200);
      planned.push(await plan(p, client, 2, p === coach ? '10:00' : '14:00'));
    }
    [coach, other] = await moveTo('2026-12-10T12:00:00Z');
    for (const [i, p] of [coach, other].entries())
      expect(
        (await call('POST', `/api/meetings/${planned[i]}/complete`, p.token, { summary: 'Ziele' })).statusCode,
      ).toBe(200);
    [coach, other] = await moveTo('2027-01-02T08:00:00Z');

    const drafts = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        call('POST', '/api/fees/statements/draft', demo.admin, { month: '2026-12' }),
      ),
    );
    expect(statusesOf(drafts)).toEqual(Array(AT_ONCE).fill(200));
    const { store } = demo.portal.runtime.ctx;
    for (const round of [coach, other]) {
      const res = await call('GET', `/api/fees/statements?month=2026-12&partnerId=${round.id}`, demo.admin);
      const statements = res.json().statements as StatementView[];
      expect(statements).toHaveLength(1);
      const id = statements[0]!.id;
      expect((await store.readStream(statementStreams.toStreamId(id))).map((e) => e.type)).toEqual([
        'StatementDrafted',
      ]);

      const issues = await Promise.all(
        Array.from({ length: AT_ONCE }, () => call('POST', `/api/fees/statements/${id}/issue`, demo.admin)),
      );
      expect(statusesOf(issues)).toEqual([200, ...Array(AT_ONCE - 1).fill(409)]);
      const payouts = await Promise.all(
        Array.from({ length: AT_ONCE }, () => call('POST', '/api/fees/payouts', demo.admin, { statementIds: [id] })),
      );
      expect(statusesOf(payouts)).toEqual([201, ...Array(AT_ONCE - 1).fill(409)]);
    }

    // The year's numbers: one per issued statement, 1 … n without a gap, each statement once.
    const numbers = await store.readStream(feeSequenceStreams.toStreamId('2027'));
    const sequences = numbers.map((e) => (e.data as { sequence: number }).sequence);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    const numbered = numbers.map((e) => (e.data as { statementId: string }).statementId);
    expect(new Set(numbered).size).toBe(numbered.length);
    const issued = (await call('GET', '/api/fees/statements?month=2026-12', demo.admin)).json()
      .statements as StatementView[];
    for (const p of [coach, other])
      expect(issued.find((s) => s.partnerId === p.id)).toMatchObject({ status: 'issued', payout: { state: 'open' } });
  });
});
