import { describe, expect, it } from 'vitest';
import { storedEvent } from '../../server/testing/stored-event';
import { packagesPush } from './push';

/** The keys each audience of a user package event hears: the client, the partners, the admins. */
function keysOf(type: string, data: object = {}) {
  const e = storedEvent(type, { userPackageId: 'up1', clientId: 'c1', partnerId: 'p1', ...data });
  const [client, partners, admins] = packagesPush.filter((r) => r.handles.includes(type)).map((r) => r.keys(e));
  return { client, partners, admins };
}

describe('packages push', () => {
  it('hours reserved for a meeting refresh hours only: the admins get the client details and nothing else', () => {
    const { client, partners, admins } = keysOf('HoursReserved', { meetingId: 'm1', hours: 1 });
    expect(client).toEqual([
      ['packages', 'mine'],
      ['dashboard', 'user'],
      ['meetings', 'slots'],
    ]);
    expect(partners).toEqual([
      ['partners', 'my-clients'],
      ['meetings', 'plan-clients'],
    ]);
    expect(admins).toEqual([['clients', 'c1']]);
  });

  it('a package that ends moves the client to the KundenKartei and changes the counts', () => {
    const { admins, partners } = keysOf('PackageCompleted');
    expect(admins).toEqual(
      expect.arrayContaining([['client-archive'], ['packages', 'stats'], ['clients', 'list'], ['dashboard', 'admin']]),
    );
    expect(partners).toContainEqual(['dashboard', 'partner']);
  });

  it("consumed hours name the partner's holdings; a rating reaches no partner", () => {
    expect(keysOf('HoursConsumed', { meetingId: 'm1', hours: 1 }).admins).toContainEqual(['users', 'p1', 'holdings']);
    expect(keysOf('PackageRated', { rating: 5, comment: null }).partners).toEqual([]);
  });
});
