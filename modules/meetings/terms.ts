import type { Db } from '../../server/db/kysely';
import { notFound } from '../../server/http/errors';
import { forbidden } from '../../server/http/access';
import { schedulingPolicyOf } from '../scheduling';
import { isTheClient, mayActOn, termsFor } from './decide-rules';
import type { Actor, MeetingState } from './decide-commands';
import type { MeetingTerms } from './notice';
import type { MeetingStatus, Platform } from './contract';
import { findMeeting } from './queries';

/**
 * `GET /api/meetings/{id}/terms`: what cancelling and moving the meeting mean for the one who asks,
 * now, under the notice as stored now; computed by `termsFor`, the function the commands decide
 * with (issue 30), so the dialog says what the command will do.
 */
export async function meetingTermsOf(db: Db, meetingId: string, actor: Actor, now: Date): Promise<MeetingTerms> {
  const row = await findMeeting(db, meetingId);
  if (!row) throw notFound('Meeting nicht gefunden.');
  const state: MeetingState = {
    status: row.status as MeetingStatus,
    clientId: row.client_id,
    partnerId: row.partner_id,
    startsAt: row.starts_at.toISOString(),
    hours: Number(row.hours),
    remindersSent: [
      ...(row.reminder_sent ? ['day' as const] : []),
      ...(row.hour_reminder_sent ? ['hour' as const] : []),
    ],
    platform: row.platform as Platform,
    link: row.link,
    location: row.location,
  };
  if (!isTheClient(actor, state) && !mayActOn(actor, state.partnerId)) throw forbidden();
  const { cancellationNoticeHours } = await schedulingPolicyOf(db);
  return termsFor(actor, state, cancellationNoticeHours, now);
}
