import { describe, expect, it } from 'vitest';
import { storedEvent } from '../../server/testing/stored-event';
import { packagesPush } from './push';

/** What each audience of a user package event hears: the rooms and the ids (no database: no partners now). */
async function heard(type: string, data: object = {}) {
  const e = storedEvent(type, { userPackageId: 'up1', clientId: 'c1', partnerId: 'p1', ...data });
  const db = { selectFrom: () => ({ selectAll: () => ({ where: () => ({ execute: async () => [] }) }) }) } as never;
  return Promise.all(
    packagesPush
      .filter((r) => r.handles.includes(type))
      .map(async (r) => ({ rooms: await r.audience(e, db), ids: r.ids?.(e) })),
  );
}

describe('packages push', () => {
  it('consumed hours reach the client, the partner and the admins; admins learn which partner', async () => {
    expect(await heard('HoursConsumed', { meetingId: 'm1', hours: 1 })).toEqual([
      { rooms: ['user:c1', 'user:p1'], ids: { clientId: 'c1' } },
      { rooms: ['role:admin'], ids: { clientId: 'c1', partnerIds: ['p1'] } },
    ]);
  });

  it('a rating reaches no partner', async () => {
    const [toClient] = await heard('PackageRated', { rating: 5, comment: null });
    expect(toClient!.rooms).toEqual(['user:c1']);
  });
});
