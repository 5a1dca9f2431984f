import { describe, expect, it } from 'vitest';
import { meetingsWorldForFile } from '../meetings/test-world';

// Issue 19: the availability an Accelerator saves and the firm's notice, through the HTTP API.

const world = meetingsWorldForFile();
const call = (token: string, method: string, url: string, body?: Record<string, unknown>) =>
  world.portal.call(method, url, { token, ...(body ? { body } : {}) });

const week = {
  weekly: [{ weekday: '2', range: { from: '09:00', to: '12:00' } }],
  exceptions: [{ date: '2027-01-05', kind: 'extra', range: { from: '14:00', to: '16:00' } }],
  minNoticeHours: 24,
  bufferMinutes: 15,
  platform: 'teams',
  link: 'https://teams.microsoft.com/l/meetup-join/raum',
};

describe('availability', () => {
  it('is empty until saved, then the saved one, for the Accelerator and the admin', async () => {
    const partner = world.partners[1]!;
    const before = (await call(partner.token, 'GET', '/api/availability')).json();
    expect(before).toMatchObject({ weekly: [], exceptions: [], minNoticeHours: 24, bufferMinutes: 0 });
    const saved = await call(partner.token, 'PUT', '/api/availability', week);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(week);
    expect((await call(world.admin, 'GET', `/api/partners/${partner.id}/availability`)).json()).toEqual(week);
    const byAdmin = await call(world.admin, 'PUT', `/api/partners/${partner.id}/availability`, {
      ...week,
      bufferMinutes: 0,
    });
    expect(byAdmin.json().bufferMinutes).toBe(0);
  });

  it('refuses in German what cannot be meant, and changes nothing', async () => {
    const partner = world.partners[2]!;
    const refused = async (body: Record<string, unknown>, text: string) => {
      const res = await call(partner.token, 'PUT', '/api/availability', { ...week, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(text);
    };
    await refused({ weekly: [{ weekday: '2', range: { from: '25:00', to: '26:00' } }] }, 'gültige Uhrzeit');
    await refused({ weekly: [{ weekday: '2', range: { from: '12:00', to: '09:00' } }] }, 'nach dem Beginn');
    await refused(
      {
        weekly: [
          { weekday: '2', range: { from: '09:00', to: '12:00' } },
          { weekday: '2', range: { from: '11:00', to: '13:00' } },
        ],
      },
      'überschneiden (am Dienstag)',
    );
    await refused({ exceptions: [{ date: '2027-02-30', kind: 'off', range: null }] }, 'gültiges Datum');
    await refused({ exceptions: [{ date: '2027-02-03', kind: 'extra', range: null }] }, 'Beginn und Ende');
    await refused({ minNoticeHours: 2.5 }, 'Vorlaufzeit');
    await refused({ link: 'http://unsicher.de' }, 'https://');
    expect((await call(partner.token, 'GET', '/api/availability')).json().weekly).toEqual([]);
  });

  it('is the Accelerators’: clients may not, an admin only for an Accelerator', async () => {
    const c = await world.clientWithPackage(2);
    expect((await call(c.token, 'GET', '/api/availability')).statusCode).toBe(403);
    expect((await call(c.token, 'PUT', '/api/availability', week)).statusCode).toBe(403);
    expect((await call(world.admin, 'PUT', '/api/availability', week)).statusCode).toBe(403);
    const notPartner = await call(world.admin, 'PUT', `/api/partners/${c.id}/availability`, week);
    expect(notPartner.statusCode).toBe(404);
  });
});

describe("the firm's cancellation notice", () => {
  it('is 48 hours until an admin changes it; everyone signed in reads it', async () => {
    const c = await world.clientWithPackage(2);
    expect((await call(c.token, 'GET', '/api/settings/scheduling')).json()).toEqual({ cancellationNoticeHours: 48 });
    expect((await call(c.token, 'PUT', '/api/settings/scheduling', { cancellationNoticeHours: 1 })).statusCode).toBe(
      403,
    );
    const bad = await call(world.admin, 'PUT', '/api/settings/scheduling', { cancellationNoticeHours: '48,5' });
    expect(bad.statusCode).toBe(400);
    const set = await call(world.admin, 'PUT', '/api/settings/scheduling', { cancellationNoticeHours: 24 });
    expect(set.json()).toEqual({ cancellationNoticeHours: 24 });
    expect((await call(world.partners[0]!.token, 'GET', '/api/settings/scheduling')).json()).toEqual({
      cancellationNoticeHours: 24,
    });
    await call(world.admin, 'PUT', '/api/settings/scheduling', { cancellationNoticeHours: 48 });
  });
});
