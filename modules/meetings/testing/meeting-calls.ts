import { sql } from 'kysely';
import type { MeetingsWorld } from '../test-world';

/**
 * The meeting routes as the route tests call them, on the file's world: a partner plans (one hour on
 * Zoom unless told), completes or cancels; and a partner's allocation of a package as the ledger holds it.
 */
export function meetingCalls(world: MeetingsWorld) {
  const plan = (token: string, body: Record<string, unknown>) =>
    world.portal.call('POST', '/api/meetings/create', { token, body: { duration: 60, platform: 'zoom', ...body } });
  /** A partner completes (with a summary) or cancels (with a reason) a meeting. */
  const closeMeeting = (token: string, meetingId: string, how: 'complete' | 'cancel', body: Record<string, unknown>) =>
    world.portal.call('POST', `/api/meetings/${meetingId}/${how}`, { token, body });
  const allocation = async (upId: string, partnerId: string) =>
    (
      await sql<{
        reserved: string;
        consumed: string;
      }>`SELECT reserved_hours AS reserved, consumed_hours AS consumed FROM package_allocations WHERE user_package_id = ${upId} AND partner_id = ${partnerId}`.execute(
        world.portal.runtime.ctx.db,
      )
    ).rows[0]!;
  return { plan, closeMeeting, allocation };
}
