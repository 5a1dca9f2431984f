import { expect } from 'vitest';
import { everyDayAvailability } from '../../server/testing/availability';
import { offerPackage } from '../../server/testing/demo-portal';
import type { MeetingsWorld } from './test-world';

type Slots = {
  availableHours: number;
  cancellationNoticeHours: number;
  bookingHorizonWeeks: number;
  slots: { startsAt: string; date: string; time: string; insideNotice: boolean }[];
};

/**
 * What the booking tests do through the HTTP API in a meetings world: open an Accelerator's week
 * (every day `hours` Berlin, no notice, no buffer, a personal room), list free starts, book one.
 */
export function bookingSteps(world: MeetingsWorld, hours: { from: string; to: string }) {
  const call = (token: string, method: string, url: string, body?: Record<string, unknown>) =>
    world.portal.call(method, url, { token, ...(body ? { body } : {}) });
  const everyDay = everyDayAvailability(hours, { platform: 'zoom', link: 'https://zoom.us/j/accelerator-raum' });
  /** Opens the partner's week; `over` changes the availability sent. */
  async function openUp(partner: { token: string }, over: Record<string, unknown> = {}) {
    const res = await call(partner.token, 'PUT', '/api/availability', { ...everyDay, ...over });
    expect(res.statusCode, res.body).toBe(200);
  }
  return {
    call,
    openUp,
    /** Partner 0 opens their week; answers them and a new client holding 10 of their hours. */
    async openWithClient() {
      const partner = world.partners[0]!;
      await openUp(partner);
      return { partner, c: await world.clientWithPackage(10) };
    },
    /** The free starts from `from` to `to` (Berlin dates) for a meeting of `duration` minutes. */
    async slotsOf(token: string, partnerId: string, from: string, to = from, duration = 60, moving?: string) {
      const q = new URLSearchParams({ from, to, duration: String(duration), ...(moving ? { moving } : {}) });
      const res = await call(token, 'GET', `/api/partners/${partnerId}/slots?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Slots;
    },
    bookAt: (token: string, partnerId: string, startsAt: string, duration = 60) =>
      call(token, 'POST', '/api/meetings/book', { partnerId, startsAt, duration }),
    /** A further package of the client, active at once, a minute after the last: `hours` with the partner. */
    async anotherPackage(
      client: { id: string },
      partner: { id: string },
      hours: number,
      extra: Record<string, unknown> = {},
    ) {
      world.portal.clock.advance(60_000);
      return offerPackage(world.portal, world.admin, {
        clientId: client.id,
        packageName: 'Coaching Folgepaket',
        customPrice: 1000,
        partnerHours: [{ partnerId: partner.id, hours }],
        activateImmediately: true,
        paymentConfirmed: true,
        ...extra,
      });
    },
    /** The admin hands everything the leaver holds (hours and meetings) over to the successor. */
    async handOverAll(leaver: { id: string }, successor: { id: string }) {
      const holdings = (await call(world.admin, 'GET', `/api/users/${leaver.id}/holdings`)).json();
      const done = await call(world.admin, 'POST', `/api/users/${leaver.id}/handover`, {
        packages: holdings.packages.map((p: { userPackageId: string }) => ({
          userPackageId: p.userPackageId,
          toPartnerId: successor.id,
        })),
        meetings: 'handOver',
      });
      expect(done.statusCode, done.body).toBe(200);
    },
  };
}
