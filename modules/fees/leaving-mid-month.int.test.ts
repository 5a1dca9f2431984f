import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoAdmin } from '../../server/seed/demo-accounts';
import { activeClientOf, plannedMeetingId } from '../../server/testing/demo-portal';
import { recipientOf } from '../../server/testing/smtp-sink';
import { feesJob } from './commands';
import { statementsOf } from './queries';
import { billingOf, feesWorld, termsFromDecember } from './testing/fees-world';

// An Accelerator leaves on the 15th: their month is still drafted after it ends and issued by the
// job (their billing data stay with the deactivated account). One who never saved billing data
// cannot be issued: the job tells the office once ('Abrechnungsdaten fehlen') and waits, instead of
// failing silently every morning.

const { demo, call, moveTo } = feesWorld();
const ctx = () => demo.portal.runtime.ctx;

/** A new Accelerator with terms from December, one held hour with a client on 3 December; their id and token. */
async function coachWithOneHour(name: string, email: string) {
  const password = 'Abschied-Passwort-7';
  const made = await call('POST', '/api/users', demo.admin, {
    role: 'partner',
    name,
    email,
    partnerType: 'Vertrieb',
    password,
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().user.id as string;
  expect((await call('PUT', `/api/partners/${id}/fee-terms`, demo.admin, termsFromDecember(8500))).statusCode).toBe(
    200,
  );
  const token = await demo.portal.signIn({ email, password });
  const client = await activeClientOf(
    demo.portal,
    demo.admin,
    id,
    { email: `kunde.${email}`, name: `Kunde von ${name}` },
    1,
  );
  const meeting = await plannedMeetingId(demo.portal, token, {
    clientId: client.id,
    date: '2026-12-03',
    time: '10:00',
    duration: 60,
  });
  return { id, token, meeting, password, email };
}

describe('an Accelerator who leaves mid-month', () => {
  it('is drafted and issued by the job after the month; without billing data the office is told once and the statement waits', async () => {
    await moveTo('2026-12-01T08:00:00Z');
    const leaving = await coachWithOneHour('Lotte Abschied', 'lotte.abschied@beispiel.de');
    const bare = await coachWithOneHour('Bruno Ohnekonto', 'bruno.ohnekonto@beispiel.de');
    expect((await call('PUT', '/api/partners/me/billing', leaving.token, billingOf('Lotte Abschied'))).statusCode).toBe(
      200,
    );
    await moveTo('2026-12-10T12:00:00Z');
    for (const coach of [leaving, bare]) {
      const token = await demo.portal.signIn({ email: coach.email, password: coach.password });
      expect(
        (await call('POST', `/api/meetings/${coach.meeting}/complete`, token, { summary: 'Gut' })).statusCode,
      ).toBe(200);
    }
    await moveTo('2026-12-15T10:00:00Z');
    for (const coach of [leaving, bare])
      expect((await call('DELETE', `/api/users/${coach.id}`, demo.admin)).json().outcome).toBe('deactivated');

    // The job on 2 January drafts December for both, although they left.
    await moveTo('2027-01-02T05:00:00Z');
    await feesJob(ctx());
    const [mine, theirs] = await Promise.all(
      [leaving, bare].map(async (c) => (await statementsOf(ctx().db, { partnerId: c.id, month: '2026-12' }))[0]!),
    );
    expect([mine?.status, theirs?.status]).toEqual(['drafted', 'drafted']);

    // Seven days on: the one with billing data is issued; the other waits, and the office hears of it once.
    await moveTo('2027-01-09T05:00:00Z');
    await feesJob(ctx());
    await moveTo('2027-01-10T05:00:00Z');
    await feesJob(ctx());
    expect((await statementsOf(ctx().db, { id: mine!.id }))[0]).toMatchObject({
      status: 'issued',
      number: 'GS-2027-0001',
    });
    expect((await statementsOf(ctx().db, { id: theirs!.id }))[0]!.status).toBe('drafted');
    const held = (await ctx().store.readStream(`fees-statement-${theirs!.id}`)).filter(
      (e) => e.type === 'StatementIssueHeld',
    );
    expect(held).toHaveLength(1);
    const mail = await demo.portal.smtp.waitFor(
      (m) => recipientOf(m) === demoAdmin.email && m.subject === 'Abrechnungsdaten fehlen: Bruno Ohnekonto',
    );
    expect(mail.text).toContain('Die Honorarabrechnung 12/2026 von Bruno Ohnekonto kann nicht ausgestellt werden');
    expect((await replay(ctx().store)).differences).toEqual([]);
  });
});
