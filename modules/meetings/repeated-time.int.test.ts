import { describe, expect, it } from 'vitest';
import { meetingsWorldForFile } from './test-world';

// The autumn change shows 02:00 to 02:59 twice (25.10.2026): a plan or a move typed there names
// which one is meant, else it is refused at the time field; never read as the first silently.

const world = meetingsWorldForFile();
const call = (token: string, method: string, url: string, body?: Record<string, unknown>) =>
  world.portal.call(method, url, { token, ...(body ? { body } : {}) });
const asked =
  'Die Uhrzeit 02:30 gibt es am 25.10.2026 zweimal: Die Uhren werden von 3 auf 2 Uhr zurückgestellt. Bitte wählen Sie Sommerzeit (MESZ) oder Winterzeit (MEZ).';

describe('a typed time the autumn change repeats', () => {
  it('plan and move: refused at the field without the choice, planned at the chosen instant with it', async () => {
    const realNow = world.portal.clock.now;
    world.portal.clock.now = new Date('2026-10-20T08:00:00Z');
    try {
      const c = await world.clientWithPackage();
      const partner = world.partners[0]!.token;
      const plan = { clientId: c.id, date: '2026-10-25', time: '02:30', duration: 60, platform: 'zoom' };

      const unasked = await call(partner, 'POST', '/api/meetings/create', plan);
      expect(unasked.statusCode, unasked.body).toBe(400);
      expect(unasked.json()).toMatchObject({ code: 'VALIDATION', message: asked, errors: { time: asked } });
      expect(await world.everyMeetingOf(c.id)).toEqual([]);

      const wrong = await call(partner, 'POST', '/api/meetings/create', { ...plan, repeatedTime: 'MEZ' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toMatchObject({
        repeatedTime: 'Bitte wählen Sie Sommerzeit (MESZ) oder Winterzeit (MEZ).',
      });

      const winter = await call(partner, 'POST', '/api/meetings/create', { ...plan, repeatedTime: 'winter' });
      expect(winter.statusCode, winter.body).toBe(201);
      expect(winter.json()).toMatchObject({ startsAt: '2026-10-25T01:30:00.000Z', date: '2026-10-25', time: '02:30' });
      const id = winter.json().id as string;

      const moveUnasked = await call(partner, 'POST', `/api/meetings/${id}/reschedule`, {
        date: '2026-10-25',
        time: '02:00',
        duration: 60,
      });
      expect(moveUnasked.statusCode, moveUnasked.body).toBe(400);
      expect(moveUnasked.json().errors.time).toContain('Die Uhrzeit 02:00 gibt es am 25.10.2026 zweimal');

      const summer = await call(partner, 'POST', `/api/meetings/${id}/reschedule`, {
        date: '2026-10-25',
        time: '02:00',
        duration: 60,
        repeatedTime: 'summer',
      });
      expect(summer.statusCode, summer.body).toBe(200);
      expect(summer.json()).toMatchObject({ startsAt: '2026-10-25T00:00:00.000Z', time: '02:00' });
    } finally {
      world.portal.clock.now = realNow;
    }
  });

  it('a series starting at the second 02:30 begins there; its later dates keep the wall time', async () => {
    const realNow = world.portal.clock.now;
    world.portal.clock.now = new Date('2026-10-20T08:00:00Z');
    try {
      const c = await world.clientWithPackage();
      const res = await call(world.partners[0]!.token, 'POST', '/api/meetings/series', {
        clientId: c.id,
        firstStartsAt: '2026-10-25T01:30:00.000Z',
        duration: 60,
        every: 'week',
        count: 2,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { meetings } = res.json() as { meetings: { startsAt: string; time: string }[] };
      expect(meetings.map((m) => [m.startsAt, m.time])).toEqual([
        ['2026-10-25T01:30:00.000Z', '02:30'],
        ['2026-11-01T01:30:00.000Z', '02:30'],
      ]);
    } finally {
      world.portal.clock.now = realNow;
    }
  });
});
