import { describe, expect, it } from 'vitest';
import { bookingSteps } from './booking-steps';
import { meetingsWorldForFile } from './test-world';

// Issue 34 item 4: the slots say which starts lie inside the firm's cancellation notice, and a
// booking that cannot be made names its reason; the booking horizon holds. Through the HTTP API.

const world = meetingsWorldForFile();
const { call, openUp, openWithClient, slotsOf, bookAt } = bookingSteps(world, { from: '08:00', to: '18:00' });
const HOUR = 3600_000;
/** An instant `hours` from the test clock's now, on the full hour (Berlin's hours start on UTC's full hour). */
const fullHourAhead = (hours: number) => {
  const t = world.portal.clock.now.getTime() + hours * HOUR;
  return new Date(t - (t % HOUR));
};

describe('the rules said before they bite', () => {
  it('marks the starts inside the firm’s notice and says how long the notice is', async () => {
    const { partner, c } = await openWithClient();
    const set = await call(world.admin, 'PUT', '/api/settings/scheduling', { cancellationNoticeHours: 48 });
    expect(set.statusCode, set.body).toBe(200);
    const limit = world.portal.clock.now.getTime() + 48 * HOUR;
    const answer = await slotsOf(c.token, partner.id, world.dayAhead(1), world.dayAhead(4));
    expect(answer.cancellationNoticeHours).toBe(48);
    expect(answer.slots.length).toBeGreaterThan(20);
    for (const s of answer.slots) expect(s.insideNotice, s.startsAt).toBe(new Date(s.startsAt).getTime() < limit);
    expect(answer.slots.some((s) => s.insideNotice)).toBe(true);
    expect(answer.slots.some((s) => !s.insideNotice)).toBe(true);
  });

  it('names the working hours, the horizon, the booking lead time and the taken slot', async () => {
    const { partner, c } = await openWithClient();

    // Outside the working hours (08:00–18:00 Berlin): 20:00 Berlin is 19:00Z in winter, 18:00Z in summer.
    const late = (await slotsOf(c.token, partner.id, world.dayAhead(3))).slots.at(-1)!;
    const evening = new Date(new Date(late.startsAt).getTime() + 3 * HOUR).toISOString();
    const outside = await bookAt(c.token, partner.id, evening);
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({ code: 'OUTSIDE_HOURS', message: expect.stringContaining('Arbeitszeiten') });

    // Beyond the 26 weeks ahead.
    const far = (await slotsOf(c.token, partner.id, world.dayAhead(7))).slots[0]!;
    const beyond = new Date(new Date(far.startsAt).getTime() + 26 * 7 * 24 * HOUR).toISOString();
    const horizon = await bookAt(c.token, partner.id, beyond);
    expect(horizon.statusCode).toBe(409);
    expect(horizon.json()).toMatchObject({ code: 'BEYOND_HORIZON', message: expect.stringContaining('26 Wochen') });
    expect((await slotsOf(c.token, partner.id, world.dayAhead(7 + 26 * 7))).slots).toEqual([]);

    // The booking lead time: 72 hours ahead at least.
    await openUp(partner, { minNoticeHours: 72 });
    const soon = await bookAt(c.token, partner.id, fullHourAhead(30).toISOString());
    expect(soon.statusCode).toBe(409);
    expect(soon.json()).toMatchObject({
      code: 'BEFORE_LEAD_TIME',
      message: expect.stringContaining('mindestens 72 Stunden Vorlauf'),
    });
    await openUp(partner);

    // Taken: the same start twice.
    const slot = (await slotsOf(c.token, partner.id, world.dayAhead(4))).slots[2]!;
    expect((await bookAt(c.token, partner.id, slot.startsAt)).statusCode).toBe(201);
    const taken = await bookAt(c.token, partner.id, slot.startsAt);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN' });
  });

  it('names the date the package ends, and the hours when none are left', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    const c = await world.clientWithPackage(1, { validityMonths: 1 });
    const after = (await slotsOf(c.token, partner.id, world.dayAhead(3))).slots[0]!;
    const pastEnd = new Date(new Date(after.startsAt).getTime() + 40 * 24 * HOUR).toISOString();
    const ends = await bookAt(c.token, partner.id, pastEnd);
    expect(ends.statusCode).toBe(409);
    expect(ends.json()).toMatchObject({
      code: 'PACKAGE_ENDS_BEFORE',
      message: expect.stringMatching(/^Ihr Paket endet am \d{2}\.\d{2}\.\d{4}; dieser Termin liegt danach\./),
    });

    // One hour booked, none left for a second.
    expect((await bookAt(c.token, partner.id, after.startsAt)).statusCode).toBe(201);
    const next = (await slotsOf(c.token, partner.id, world.dayAhead(5), world.dayAhead(5), 30)).slots;
    expect(next).toEqual([]);
    const none = await bookAt(
      c.token,
      partner.id,
      new Date(new Date(after.startsAt).getTime() + 48 * HOUR).toISOString(),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'INSUFFICIENT_HOURS',
      message: expect.stringContaining('Nicht genügend Stunden'),
    });
  });
});
