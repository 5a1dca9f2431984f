import { beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoPartner, demoPortalForFile, signedInClient } from '../../server/testing/demo-portal';
import {
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  emptyAvailability,
  schedulingMessages,
  type Availability,
} from './contract';
import { availabilityOf, schedulingPolicyOf } from './index';

const demo = demoPortalForFile();
let partner: { id: string; token: string };
let other: { id: string; token: string };
let client: { id: string; token: string };

beforeAll(async () => {
  partner = await demoPartner(demo.portal, 0);
  other = await demoPartner(demo.portal, 1);
  client = await signedInClient(demo.portal, { email: 'termin-kunde@beispiel.de', name: 'Termin Kunde' });
});

const week: Availability = {
  weekly: [
    { weekday: '2', range: { from: '14:00', to: '18:00' } },
    { weekday: '1', range: { from: '09:00', to: '12:00' } },
  ],
  exceptions: [{ date: '2026-12-24', kind: 'off', range: null }],
  minNoticeHours: 24,
  bufferMinutes: 15,
  platform: 'teams',
  link: 'https://teams.example.de/raum',
  location: null,
};
const call = (method: string, url: string, token: string, body?: unknown) =>
  demo.portal.call(method, url, { token, body });
/** How many events the scheduling streams hold (other modules may write meanwhile: sessions, mails). */
const eventCount = async () =>
  Number(
    (
      await demo.portal.runtime.ctx.db
        .selectFrom('events')
        .where('stream_type', 'like', 'scheduling-%')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('availability', () => {
  it('a partner who never saved has none; the answer is the empty availability', async () => {
    const res = await call('GET', '/api/availability', partner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(emptyAvailability());
  });

  it('a partner saves their own and reads it back; saving it again appends nothing', async () => {
    const res = await call('PUT', '/api/availability', partner.token, week);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().weekly.map((w: { weekday: string }) => w.weekday)).toEqual(['1', '2']);
    expect((await call('GET', '/api/availability', partner.token)).json()).toEqual(res.json());
    expect(await availabilityOf(demo.portal.runtime.ctx.db, partner.id)).toEqual(res.json());
    const before = await eventCount();
    expect((await call('PUT', '/api/availability', partner.token, week)).statusCode).toBe(200);
    expect(await eventCount()).toBe(before);
  });

  it('clients may not read or set availability; partners only their own', async () => {
    expect((await call('GET', '/api/availability', client.token)).statusCode).toBe(403);
    expect((await call('PUT', '/api/availability', client.token, week)).statusCode).toBe(403);
    expect((await call('GET', `/api/partners/${partner.id}/availability`, other.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/partners/${partner.id}/availability`, other.token, week)).statusCode).toBe(403);
    expect((await call('GET', '/api/availability', other.token)).json()).toEqual(emptyAvailability());
  });

  it("an admin reads and sets a partner's availability; a path that names no partner is 404", async () => {
    const read = await call('GET', `/api/partners/${partner.id}/availability`, demo.admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().platform).toBe('teams');
    const changed = { ...week, minNoticeHours: 48 };
    const set = await call('PUT', `/api/partners/${other.id}/availability`, demo.admin, changed);
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('GET', '/api/availability', other.token)).json().minNoticeHours).toBe(48);
    expect((await call('GET', `/api/partners/${client.id}/availability`, demo.admin)).statusCode).toBe(404);
    const notPartner = await call('PUT', `/api/partners/${client.id}/availability`, demo.admin, week);
    expect(notPartner.statusCode).toBe(404);
    expect(notPartner.json().message).toBe('Accelerator nicht gefunden.');
    expect((await call('GET', '/api/partners/kein-uuid/availability', demo.admin)).statusCode).toBe(404);
  });

  it('refuses bad times and overlaps in German and changes nothing', async () => {
    const before = await eventCount();
    const refused = async (body: unknown, message: string | RegExp) => {
      const res = await call('PUT', '/api/availability', partner.token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await refused(
      { ...week, weekly: [...week.weekly, { weekday: '1', range: { from: '11:00', to: '13:00' } }] },
      schedulingMessages.rangesOverlap,
    );
    await refused(
      {
        ...week,
        exceptions: [
          { date: '2026-12-27', kind: 'extra', range: { from: '10:00', to: '12:00' } },
          { date: '2026-12-27', kind: 'extra', range: { from: '11:00', to: '12:30' } },
        ],
      },
      schedulingMessages.rangesOverlap,
    );
    await refused(
      {
        ...week,
        exceptions: [
          { date: '2026-12-28', kind: 'off', range: null },
          { date: '2026-12-28', kind: 'extra', range: { from: '14:00', to: '16:00' } },
        ],
      },
      schedulingMessages.dayOffWithExtra,
    );
    await refused(
      { ...week, weekly: [{ weekday: '1', range: { from: '09:00', to: '25:00' } }] },
      schedulingMessages.invalidTime,
    );
    await refused(
      { ...week, weekly: [{ weekday: '1', range: { from: '12:00', to: '09:00' } }] },
      schedulingMessages.rangeOrder,
    );
    await refused(
      { ...week, exceptions: [{ date: '2026-02-30', kind: 'off', range: null }] },
      schedulingMessages.invalidDate,
    );
    await refused(
      { ...week, exceptions: [{ date: '2026-03-01', kind: 'extra', range: null }] },
      schedulingMessages.extraNeedsRange,
    );
    await refused({ ...week, minNoticeHours: 2.5 }, schedulingMessages.leadTime);
    await refused({ ...week, bufferMinutes: 300 }, schedulingMessages.buffer);
    await refused({ ...week, link: 'http://unsicher.de' }, 'Der Link muss mit https:// beginnen.');
    // Too many days or ranges: said as such, not only 'Die Anfrage ist ungültig'.
    const days = Array.from({ length: 401 }, (_, i) => ({
      date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
      kind: 'off',
      range: null,
    }));
    await refused({ ...week, exceptions: days }, /^Bitte höchstens 400 Ausnahmen/);
    const ranges = Array.from({ length: 101 }, (_, i) => ({
      weekday: String((i % 7) + 1),
      range: {
        from: `${String(Math.floor(i / 7)).padStart(2, '0')}:00`,
        to: `${String(Math.floor(i / 7)).padStart(2, '0')}:30`,
      },
    }));
    await refused({ ...week, weekly: ranges }, /^Bitte höchstens 100 Zeiten/);
    expect(await eventCount()).toBe(before);
    expect((await call('GET', '/api/availability', partner.token)).json().bufferMinutes).toBe(15);
  });
});

describe('the firm’s cancellation notice', () => {
  it('is 48 hours until an admin sets it; everyone signed in reads it', async () => {
    for (const token of [client.token, partner.token, demo.admin]) {
      const res = await call('GET', '/api/settings/scheduling', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS,
        bookingHorizonWeeks: 26,
        reminders: 'both',
      });
    }
    expect((await demo.portal.call('GET', '/api/settings/scheduling')).statusCode).toBe(401);
  });

  it('only an admin sets it, within 0 to 720 hours', async () => {
    expect(
      (await call('PUT', '/api/settings/scheduling', partner.token, { cancellationNoticeHours: 12 })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/settings/scheduling', client.token, { cancellationNoticeHours: 12 })).statusCode,
    ).toBe(403);
    const tooLong = await call('PUT', '/api/settings/scheduling', demo.admin, { cancellationNoticeHours: 721 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(schedulingMessages.cancellationNotice);
    const set = await call('PUT', '/api/settings/scheduling', demo.admin, { cancellationNoticeHours: 24 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ cancellationNoticeHours: 24, bookingHorizonWeeks: 26, reminders: 'both' });
    expect((await call('GET', '/api/settings/scheduling', client.token)).json()).toMatchObject({
      cancellationNoticeHours: 24,
    });
    expect(await schedulingPolicyOf(demo.portal.runtime.ctx.db)).toMatchObject({ cancellationNoticeHours: 24 });
  });

  it('replay rebuilds availability and policy identically', async () => {
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
