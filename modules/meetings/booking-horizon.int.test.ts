import { describe, expect, it } from 'vitest';
import { bookingSteps } from './booking-steps';
import { meetingsWorldForFile } from './test-world';

// Issue 34 item 4: the booking horizon is the firm's setting (1 to 104 weeks); the slots and the
// booking API both hold to it. Through the HTTP API.

const world = meetingsWorldForFile();
const { call, openWithClient, slotsOf, bookAt } = bookingSteps(world, { from: '08:00', to: '18:00' });
const WEEK = 7 * 24 * 3600_000;
const policy = () => call(world.admin, 'GET', '/api/settings/scheduling');

describe('the booking horizon', () => {
  it('is set by the office within 1 to 104 weeks; a wrong value is refused in German and changes nothing', async () => {
    expect((await policy()).json()).toEqual({
      cancellationNoticeHours: 48,
      bookingHorizonWeeks: 26,
      reminders: 'both',
    });
    for (const bookingHorizonWeeks of [0, 105, 2.5, '4']) {
      const bad = await call(world.admin, 'PUT', '/api/settings/scheduling', {
        cancellationNoticeHours: 48,
        bookingHorizonWeeks,
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toBe('Der Buchungshorizont muss zwischen 1 und 104 Wochen liegen.');
    }
    expect((await policy()).json().bookingHorizonWeeks).toBe(26);
  });

  it('of 4 weeks refuses a booking beyond it and lists no starts there', async () => {
    const { partner, c } = await openWithClient();
    const set = await call(world.admin, 'PUT', '/api/settings/scheduling', {
      cancellationNoticeHours: 48,
      bookingHorizonWeeks: 4,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ bookingHorizonWeeks: 4, reminders: 'both' });

    const near = await slotsOf(c.token, partner.id, world.dayAhead(7));
    expect(near.bookingHorizonWeeks).toBe(4);
    const first = near.slots[0]!;
    // Five weeks after a start a week ahead: six weeks ahead, beyond the four.
    const beyond = new Date(new Date(first.startsAt).getTime() + 5 * WEEK).toISOString();
    const refused = await bookAt(c.token, partner.id, beyond);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BEYOND_HORIZON',
      message: 'Termine können höchstens 4 Wochen im Voraus gebucht werden.',
    });
    expect((await slotsOf(c.token, partner.id, world.dayAhead(7 * 5))).slots).toEqual([]);
    expect(await world.mine(c.token)).toEqual([]);

    // Inside the four weeks it books.
    const inside = new Date(new Date(first.startsAt).getTime() + 2 * WEEK).toISOString();
    expect((await bookAt(c.token, partner.id, inside)).statusCode).toBe(201);

    // Saved again without the horizon (an older form): it stays.
    await call(world.admin, 'PUT', '/api/settings/scheduling', { cancellationNoticeHours: 24 });
    expect((await policy()).json()).toMatchObject({ cancellationNoticeHours: 24, bookingHorizonWeeks: 4 });
  });
});
