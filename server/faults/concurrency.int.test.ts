import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../seed/demo-accounts';
import {
  demoPartner,
  numberedAccounts,
  plannedMeetingId,
  signedInClientWithOffer,
  startDemoPortal,
} from '../testing/demo-portal';
import type { TestPortal } from '../testing/harness';
import { berlinWallClock } from '../../lib/german/time';
import { toMeetingStreamId } from '../../modules/meetings/events';
import { toUserPackageStreamId } from '../../modules/packages/events';

// Two requests racing for the same state change: exactly one wins, the other is told in German
// that the state moved on (409, not 400/500), and the log holds the change once. The commands
// load a stream under an advisory lock and append with a version check, so the loser decides on
// the winner's state and gets the module's WrongStatus refusal, which http-errors maps to 409.
// Simultaneous partner-profile edits (If-Match, VERSION_CONFLICT) are raced in
// modules/partners/routes.int.test.ts ("two editors saving the same version at once").

let portal: TestPortal;
let admin: string;
let partner: { id: string; token: string };

beforeAll(async () => {
  portal = await startDemoPortal();
  admin = await portal.signIn(demoAdmin);
  partner = await demoPartner(portal);
});
afterAll(() => portal.close());

const newRacer = numberedAccounts('wettlauf', 'Wettlauf');
function offeredPackage(activate = false) {
  return signedInClientWithOffer(portal, admin, newRacer(), {
    packageName: 'Wettlauf',
    customPrice: 900,
    partnerHours: [{ partnerId: partner.id, hours: 5 }],
    activateImmediately: activate,
    paymentConfirmed: activate,
  });
}

async function eventCount(streamId: string, type: string): Promise<number> {
  const r = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM events WHERE stream_id = ${streamId} AND type = ${type}`.execute(
    portal.runtime.ctx.db,
  );
  return r.rows[0]!.n;
}

/** One 2xx and one 409 with a German message; answers the winner. */
function oneWinnerOneConflict(answers: LightMyRequestResponse[]): LightMyRequestResponse {
  const statuses = answers.map((a) => a.statusCode).sort();
  expect(statuses).toEqual([200, 409]);
  const loser = answers.find((a) => a.statusCode === 409)!.json();
  expect(loser.code).toBe('WRONG_STATUS');
  expect(loser.message).toMatch(/^Das (Paket|Meeting) (ist|wurde)/);
  return answers.find((a) => a.statusCode === 200)!;
}

describe('two requests racing for one change', () => {
  it('double accept of one offered package: one acceptance, one 409', async () => {
    const c = await offeredPackage();
    const accept = () =>
      portal.call('POST', '/api/packages/accept', { token: c.token, body: { packageId: c.userPackageId } });
    oneWinnerOneConflict(await Promise.all([accept(), accept()]));
    expect(await eventCount(toUserPackageStreamId(c.userPackageId), 'PackageAccepted')).toBe(1);
  });

  it('double activation of one accepted package: one activation, one 409', async () => {
    const c = await offeredPackage();
    expect(
      (await portal.call('POST', '/api/packages/accept', { token: c.token, body: { packageId: c.userPackageId } }))
        .statusCode,
    ).toBe(200);
    const activate = () =>
      portal.call('POST', `/api/packages/${c.userPackageId}/activate`, {
        token: admin,
        body: { paymentConfirmed: true, notes: null },
      });
    const winner = oneWinnerOneConflict(await Promise.all([activate(), activate()]));
    expect(winner.json().status).toBe('active');
    expect(await eventCount(toUserPackageStreamId(c.userPackageId), 'PackageActivated')).toBe(1);
  });

  it('complete and cancel of one meeting at once: one of them, never both', async () => {
    const c = await offeredPackage(true);
    const date = berlinWallClock(new Date(portal.clock.now.getTime() + 3 * 24 * 3600_000)).date;
    const link = 'https://zoom.us/j/1';
    const id = await plannedMeetingId(portal, partner.token, { clientId: c.id, date, time: '10:00', link });
    const winner = oneWinnerOneConflict(
      await Promise.all([
        portal.call('POST', `/api/meetings/${id}/complete`, {
          token: partner.token,
          body: { summary: 'Gut gelaufen.' },
        }),
        portal.call('POST', `/api/meetings/${id}/cancel`, { token: partner.token, body: { reason: 'Verhindert' } }),
      ]),
    );
    const completed = await eventCount(toMeetingStreamId(id), 'MeetingCompleted');
    const cancelled = await eventCount(toMeetingStreamId(id), 'MeetingCancelled');
    expect(completed + cancelled).toBe(1);
    expect(winner.json().status).toBe(completed ? 'completed' : 'cancelled');
    // The package's hours follow the winner: consumed after completion, released after a cancel.
    const hours = await sql<{
      t: string;
    }>`SELECT type AS t FROM events WHERE stream_id = ${toUserPackageStreamId(c.userPackageId)} AND type IN ('HoursConsumed', 'ReservationReleased')`.execute(
      portal.runtime.ctx.db,
    );
    expect(hours.rows.map((r) => r.t)).toEqual([completed ? 'HoursConsumed' : 'ReservationReleased']);
  });
});
