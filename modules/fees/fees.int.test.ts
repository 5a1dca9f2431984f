import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoPartner } from '../../server/testing/demo-portal';
import { feesJob } from './commands';
import { gutschriftenOfMonth } from './datev-entries';
import type { FeePreview, StatementView } from './contract';
import { statementsOf } from './queries';
import { billingOf, feesWorld } from './testing/fees-world';

// The fees through the real routes on the demo firm: terms, billing data, the preview, a month's
// statement drafted, disputed, resolved and issued, a correction in the next month, replay.

const { demo, call, clientOf, plan, moveTo } = feesWorld();

const billing = billingOf('Paula Coach – Beratung', { accountHolder: 'Paula Coach' });

describe('fees of an Accelerator', () => {
  it('terms, preview = completed hours × rate, a statement drafted after the month, disputed, resolved, issued; a late completion is next month’s correction', async () => {
    // The months of this test lie ahead of the real clock: December 2026 and January 2027.
    let [coach, other] = await moveTo('2026-12-01T08:00:00Z');
    const partners = [coach, other];
    const termsUrl = `/api/partners/${coach.id}/fee-terms`;

    // German input is refused in German, never read as something else.
    const refused = await call('PUT', termsUrl, demo.admin, {
      hourlyRate: '85,00',
      payLateCancellations: true,
      payNoShows: false,
      vatRate: 19,
      validFrom: '2026-12-01',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Stundensatz');
    const both = await call('PUT', termsUrl, demo.admin, {
      hourlyRate: 8500,
      payLateCancellations: true,
      payNoShows: false,
      vatRate: 19,
      smallBusiness: true,
      validFrom: '2026-12-01',
    });
    expect(both.statusCode).toBe(400);
    expect((await call('GET', termsUrl, demo.admin)).json().history).toEqual([]);

    const set = await call('PUT', termsUrl, demo.admin, {
      hourlyRate: 8500,
      payLateCancellations: true,
      payNoShows: false,
      vatRate: 19,
      validFrom: '2026-12-01',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().current).toMatchObject({ hourlyRate: 8500, vatRate: 19, validFrom: '2026-12-01' });
    // Terms from January on do not change December.
    const raise = await call('PUT', termsUrl, demo.admin, {
      hourlyRate: 9000,
      payLateCancellations: true,
      payNoShows: false,
      smallBusiness: true,
      validFrom: '2027-01-01',
    });
    expect(raise.json().history).toHaveLength(2);
    expect(
      (
        await call('PUT', termsUrl, coach.token, {
          hourlyRate: 1,
          payLateCancellations: true,
          payNoShows: true,
          vatRate: 19,
          validFrom: '2027-02-01',
        })
      ).statusCode,
    ).toBe(403);

    // Three meetings in December; two completed in the month, one only in January.
    const client = await clientOf(partners, { email: 'honorar1@beispiel.de', name: 'Honorar Kunde' });
    const planned: string[] = [];
    for (const days of [2, 3, 4]) planned.push(await plan(coach, client, days, '10:00'));
    [coach, other] = await moveTo('2026-12-10T12:00:00Z');
    for (const id of planned.slice(0, 2)) {
      const done = await call('POST', `/api/meetings/${id}/complete`, coach.token, { summary: 'Ziele besprochen' });
      expect(done.statusCode, done.body).toBe(200);
    }

    // The client cancels tomorrow's meeting inside the notice: its hours are charged, and these terms pay it.
    const short = await plan(coach, client, 1, '09:00');
    const cancelled = await call('POST', `/api/meetings/${short}/cancel`, client.token, { charged: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // The other Accelerator's terms do not pay late cancellations: theirs is charged to the client, not paid.
    const otherTerms = await call('PUT', `/api/partners/${other.id}/fee-terms`, demo.admin, {
      hourlyRate: 7000,
      payLateCancellations: false,
      payNoShows: false,
      smallBusiness: true,
      validFrom: '2026-12-01',
    });
    expect(otherTerms.statusCode, otherTerms.body).toBe(200);
    const unpaid = await plan(other, client, 1, '14:00');
    const unpaidCancel = await call('POST', `/api/meetings/${unpaid}/cancel`, client.token, {
      charged: true,
    });
    expect(unpaidCancel.statusCode, unpaidCancel.body).toBe(200);
    const otherPreview = (
      await call('GET', `/api/fees/preview?partnerId=${other.id}&month=2026-12`, other.token)
    ).json() as FeePreview;
    expect(otherPreview.lines.filter((l) => l.clientId === client.id)).toEqual([]);

    const previewUrl = `/api/fees/preview?partnerId=${coach.id}&month=2026-12`;
    const preview = (await call('GET', previewUrl, coach.token)).json() as FeePreview;
    const mine = preview.lines.filter((l) => l.clientId === client.id);
    expect(mine.map((l) => l.kind).sort()).toEqual(['completed', 'completed', 'lateCancellation']);
    expect(mine.reduce((s, l) => s + l.amountCents, 0)).toBe(3 * 8500);
    expect(preview.amount).toBe(preview.lines.reduce((s, l) => s + l.amountCents, 0));
    expect((await call('GET', previewUrl, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/fees/preview?partnerId=${coach.id}&month=12.2026`, demo.admin)).statusCode).toBe(
      400,
    );

    // December has not ended: nothing is drafted, nothing issued.
    const early = await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2026-12' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('noch nicht zu Ende');

    [coach, other] = await moveTo('2027-01-02T08:00:00Z');
    const drafted = await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2026-12' });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const list = (await call('GET', '/api/fees/statements?month=2026-12', coach.token)).json()
      .statements as StatementView[];
    expect(list).toHaveLength(1);
    const statement = list[0]!;
    expect(statement.lines.filter((l) => l.clientId === client.id)).toHaveLength(3);
    expect(
      (await call('GET', '/api/fees/statements', other.token))
        .json()
        .statements.some((s: StatementView) => s.id === statement.id),
    ).toBe(false);

    // A month with a statement takes no new terms.
    const late = await call('PUT', termsUrl, demo.admin, {
      hourlyRate: 1000,
      payLateCancellations: true,
      payNoShows: false,
      vatRate: 19,
      validFrom: '2026-12-01',
    });
    expect(late.statusCode).toBe(409);

    // Another Accelerator cannot touch it; the coach disputes one line.
    const line = statement.lines.find((l) => l.meetingId === planned[0])!;
    expect(
      (
        await call('POST', `/api/fees/statements/${statement.id}/dispute`, other.token, {
          lineId: line.lineId,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/fees/statements/${statement.id}/dispute`, coach.token, {
          lineId: line.lineId,
          reason: '',
        })
      ).statusCode,
    ).toBe(400);
    const dispute = await call('POST', `/api/fees/statements/${statement.id}/dispute`, coach.token, {
      lineId: line.lineId,
      reason: 'Das Meeting dauerte nur 30 Minuten.',
    });
    expect(dispute.json()).toMatchObject({ status: 'disputed' });

    // Not issued while disputed, nor without billing data; the office strikes the line and issues.
    expect((await call('POST', `/api/fees/statements/${statement.id}/issue`, demo.admin)).statusCode).toBe(409);
    const resolved = await call('POST', `/api/fees/statements/${statement.id}/resolve`, demo.admin, {
      lineId: line.lineId,
      remove: true,
      note: 'Gestrichen, 30 Minuten folgen als Korrektur.',
    });
    expect(resolved.json()).toMatchObject({ status: 'drafted', netCents: statement.netCents - 8500 });
    const noBilling = await call('POST', `/api/fees/statements/${statement.id}/issue`, demo.admin);
    expect(noBilling.statusCode).toBe(409);
    expect(noBilling.json().message).toContain('Abrechnungsdaten');

    const badIban = await call('PUT', '/api/partners/me/billing', coach.token, {
      ...billing,
      iban: 'DE89 3704 0044 0532 0130 01',
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().message).toContain('IBAN');
    expect(
      (await call('PUT', '/api/partners/me/billing', coach.token, { ...billing, taxNumber: null })).statusCode,
    ).toBe(400);
    const saved = await call('PUT', '/api/partners/me/billing', coach.token, billing);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().billing).toMatchObject({
      legalName: 'Paula Coach – Beratung',
      iban: 'DE89 3704 0044 0532 0130 00',
    });

    const issued = await call('POST', `/api/fees/statements/${statement.id}/issue`, demo.admin);
    expect(issued.statusCode, issued.body).toBe(200);
    const net = statement.netCents - 8500;
    expect(issued.json()).toMatchObject({
      status: 'issued',
      number: 'GS-2027-0001',
      netCents: net,
      vatCents: Math.round(net * 0.19),
    });
    expect((await call('POST', `/api/fees/statements/${statement.id}/issue`, demo.admin)).statusCode).toBe(409);
    expect(
      (
        await call('POST', `/api/fees/statements/${statement.id}/dispute`, coach.token, {
          lineId: planned[1],
          reason: 'zu spät',
        })
      ).statusCode,
    ).toBe(409);

    // The third December meeting is completed only now: it lands in January's statement as a correction.
    const lateDone = await call('POST', `/api/meetings/${planned[2]}/complete`, coach.token, {
      summary: 'Nachgetragen',
    });
    expect(lateDone.statusCode, lateDone.body).toBe(200);
    // The coach's own session is not needed from here: the office drafts January.
    await moveTo('2027-02-01T08:00:00Z');
    expect((await call('POST', '/api/fees/statements/draft', demo.admin, { month: '2027-01' })).statusCode).toBe(200);
    const january = (await call('GET', `/api/fees/statements?month=2027-01&partnerId=${coach.id}`, demo.admin)).json()
      .statements as StatementView[];
    expect(january).toHaveLength(1);
    const lines = january[0]!.lines.filter((l) => l.clientId === client.id);
    // December's terms for December's meeting; the struck line stays settled (the office's decision).
    expect(lines).toEqual([expect.objectContaining({ meetingId: planned[2], correction: true, amountCents: 8500 })]);
    // December's issued statement is unchanged.
    const december = (await call('GET', `/api/fees/statements?month=2026-12&partnerId=${coach.id}`, demo.admin)).json()
      .statements[0] as StatementView;
    expect(december).toMatchObject({ netCents: net, number: 'GS-2027-0001' });

    // Nobody objects to January: the job issues it 7 days after drafting, with the next number.
    await feesJob(demo.portal.runtime.ctx);
    expect((await statementsOf(demo.portal.runtime.ctx.db, { id: january[0]!.id }))[0]!.status).toBe('drafted');
    await moveTo('2027-02-08T09:00:00Z');
    await feesJob(demo.portal.runtime.ctx);
    const januaryIssued = (await statementsOf(demo.portal.runtime.ctx.db, { id: january[0]!.id }))[0]!;
    expect(januaryIssued).toMatchObject({ status: 'issued', number: 'GS-2027-0002' });
    // The coach is a small business from January on, but December's meeting was a 19 % service:
    // its correction keeps December's VAT (decide-tax.ts), January's own lines carry none.
    const decemberNet = januaryIssued.lines.filter((l) => l.date < '2027-01').reduce((s, l) => s + l.amountCents, 0);
    expect(decemberNet).toBe(8500);
    expect(januaryIssued).toMatchObject({ vatCents: 1615, grossCents: januaryIssued.netCents + 1615 });
    // DATEV books each tax status of it with its own key, together its gross.
    const { ctx } = demo.portal.runtime;
    const booked = (await gutschriftenOfMonth(ctx.db, ctx.store, '2027-02')).filter((g) => g.number === 'GS-2027-0002');
    expect(booked).toContainEqual(expect.objectContaining({ tax: { kind: 'vat', rate: 19 }, grossCents: 10115 }));
    expect(booked.reduce((sum, g) => sum + g.grossCents, 0)).toBe(januaryIssued.grossCents);
  });

  it('a client gets 403 at every fees route', async () => {
    const { token } = await clientOf(
      [await demoPartner(demo.portal, 0), await demoPartner(demo.portal, 1)],
      { email: 'honorar2@beispiel.de', name: 'Honorar Zwei' },
      2,
    );
    expect((await call('GET', '/api/fees/statements', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/partners/me/billing', token)).statusCode).toBe(403);
  });

  it('replay rebuilds terms, billing data, statements and their lines identically', async () => {
    const report = await replay(demo.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
