import { describe, expect, it } from 'vitest';
import { requestForLog } from './request-log';

describe('the request log', () => {
  it("keeps no calendar feed's token and no query string", () => {
    const token = 'Zk3_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
    expect(requestForLog({ method: 'GET', url: `/api/calendar/${token}.ics`, ip: '::1' })).toEqual({
      method: 'GET',
      url: '/api/calendar/***.ics',
      remoteAddress: '::1',
    });
    expect(requestForLog({ method: 'GET', url: '/api/users?email=a@b.de' }).url).toBe('/api/users');
  });
  it('keeps the paths that hold no secret', () => {
    expect(requestForLog({ method: 'GET', url: '/api/calendar/feed' }).url).toBe('/api/calendar/feed');
    const meeting = '/api/calendar/meetings/8d9c2d5e-0000-4000-8000-000000000000.ics';
    expect(requestForLog({ method: 'GET', url: meeting }).url).toBe(meeting);
  });
});
