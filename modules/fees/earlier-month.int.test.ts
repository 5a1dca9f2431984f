import { describe, expect, it } from 'vitest';
import type { StatementView } from './contract';
import { billingOf, feesWorld } from './testing/fees-world';

// A month the office drafts only after a later one (it had nothing to bill when the job ran): what
// the later statement already settled is not paid a second time.

const { demo, call, clientOf, plan, moveTo } = feesWorld();

const terms = { hourlyRate: 8000, payLateCancellations: false, payNoShows: false, vatRate: 19 };

async function statementOf(partnerId: string, month: string): Promise<StatementView> {
  const res = await call('GET', `/api/fees/statements?month=${month}&partnerId=${partnerId}`, demo.admin);
  return (res.json().statements as StatementView[])[0]!;
}

describe('an earlier month drafted after a later one', () => {
  it('pays a correction the later statement already holds once, not again', async () => {
    const start = await moveTo('2026-12-01T08:00:00Z');
    let coach = start[0];
    const other = start[1];
    const set = await call('PUT', `/api/partners/${coach.id}/fee-terms`, demo.admin, {
      ...terms,
      validFrom: '2026-12-01',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('PUT', '/api/partners/me/billing', coach.token, billingOf('Karl Spät'))).statusCode).toBe(200);
    const client = await clientOf([coach, other], { email: 'vormonat@beispiel.de', name: 'Vormonat Kunde' });
    // December 3rd and 4th, and January 12th.
    const [held, lateDec, january] = [
      await plan(coach, client, 2, '10:00'),
      await plan(coach, client, 3, '10:00'),
      await plan(coach, client, 42, '10:00'),
    ];

    [coach] = await moveTo('2026-12-10T09:00:00Z');
    expect(
      (await call('POST', `/api/meetings/${held}/complete`, coach.token, { summary: 'Gehalten' })).statusCode,
    ).toBe(200);
    await moveTo('2027-01-02T08:00:00Z');
    expect((await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2026-12' })).statusCode).toBe(200);
    const december = await statementOf(coach.id, '2026-12');
    expect(december.lines.map((l) => l.meetingId)).toEqual([held]);

    // January ends with nothing completed: the job drafts nothing for it. Both meetings are completed late.
    [coach] = await moveTo('2027-02-02T08:00:00Z');
    expect((await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2027-01' })).json()).toEqual({
      drafted: 0,
    });
    for (const id of [lateDec, january])
      expect(
        (await call('POST', `/api/meetings/${id}/complete`, coach.token, { summary: 'Nachgetragen' })).statusCode,
      ).toBe(200);

    // February's statement holds December's late meeting as a correction (January never had a statement).
    await moveTo('2027-03-02T08:00:00Z');
    expect((await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2027-02' })).statusCode).toBe(200);
    const february = await statementOf(coach.id, '2027-02');
    expect(february.lines).toEqual([
      expect.objectContaining({ meetingId: lateDec, correction: true, amountCents: 8000 }),
    ]);

    // The office drafts January afterwards: its own meeting only, December's is already settled in February.
    expect((await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2027-01' })).statusCode).toBe(200);
    const januaryStatement = await statementOf(coach.id, '2027-01');
    expect(januaryStatement.lines).toEqual([
      expect.objectContaining({ meetingId: january, correction: false, amountCents: 8000 }),
    ]);
    expect(januaryStatement.netCents).toBe(8000);
  });
});
