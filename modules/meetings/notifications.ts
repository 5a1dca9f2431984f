import type { Tx } from '../../server/db/kysely';
import { reactionsTo, type ReactionContext, type Stored } from '../../server/eventstore';
import { queueMails } from '../../jobs/boss';
import type { MailMessage } from '../../jobs/mailer';
import { findUsersByIds } from '../identity';
import type { Platform } from './contract';
import type {
  MeetingCancelled,
  MeetingEvent,
  MeetingHandedOver,
  MeetingPlanned,
  MeetingReminderSent,
  MeetingRescheduled,
} from './events';
import {
  cancelledMails,
  handedAwayMails,
  handedOverMails,
  plannedMails,
  reminderMails,
  rescheduledMails,
  type MeetingMailFacts,
} from './mails';
import { findMeeting } from './queries';
import { schedulingPolicyOf } from '../scheduling';
import { plainName } from '../../lib/plain-name';
import { ACCOUNT_DELETED_REASON } from '../packages';

/** What the Accelerator who left reads on the cancellation of a meeting handed over. */
const LEAVER_REASON = 'Der Termin wurde an einen anderen Accelerator übergeben.';

/**
 * Queues the mails `build` makes from the meeting as the event's transaction leaves it, keyed by
 * event and recipient. `partnerOf`: whose side of the meeting the mails are written for (its
 * Accelerator now, unless said otherwise).
 */
function mailsOf<E extends MeetingEvent>(
  build: (facts: MeetingMailFacts, e: Stored<E>) => MailMessage[],
  partnerOf: (e: Stored<E>) => string | null = () => null,
) {
  return async (tx: Tx, e: Stored<E>, { store, publicUrl }: ReactionContext): Promise<void> => {
    const m = await findMeeting(tx, e.data.meetingId);
    if (!m) return;
    const partnerId = partnerOf(e) ?? m.partner_id;
    const people = await findUsersByIds(tx, [m.client_id, partnerId]);
    const client = people.get(m.client_id);
    const partner = people.get(partnerId);
    if (!partner) return;
    const facts: MeetingMailFacts = {
      meetingId: m.id,
      startsAt: m.starts_at.toISOString(),
      date: m.date,
      time: m.time,
      duration: m.duration,
      platform: m.platform as Platform,
      link: m.link,
      location: m.location,
      sequence: e.version - 1,
      // Names go into greetings, lines and the calendar entry: one line each, no links.
      client: client ? { name: plainName(client.name), email: client.email, timeZone: client.time_zone } : null,
      partner: { name: plainName(partner.name), email: partner.email },
      portalUrl: publicUrl,
      cancellationNoticeHours: (await schedulingPolicyOf(tx)).cancellationNoticeHours,
      writtenAt: e.data.at,
    };
    await queueMails(store, tx, e.eventId, build(facts, e));
  };
}

/** Invitations with the calendar entry, cancellations and reminders, to client and partner. */
export const meetingMailReactions = reactionsTo<MeetingEvent>({
  MeetingPlanned: mailsOf<MeetingPlanned>((facts, e) => plannedMails(facts, e.data.bookedByClient)),
  // A client who deleted their account: the reason (sealed with their erased key) reads as what happened.
  MeetingCancelled: mailsOf<MeetingCancelled>((facts, e) =>
    cancelledMails(facts, facts.client ? e.data.reason : ACCOUNT_DELETED_REASON, e.data.late ? e.data.hoursUsed : 0),
  ),
  MeetingReminderSent: mailsOf<MeetingReminderSent>((facts) => reminderMails(facts)),
  // The same calendar entry with a higher sequence and the new Accelerator: an update, not a new one.
  MeetingHandedOver: async (tx, e, ctx) => {
    await mailsOf<MeetingHandedOver>((facts, ev) => handedOverMails(facts, ev.data.platform !== undefined))(tx, e, ctx);
    // The one who left gets the CANCEL of their entry (same UID), so no stale meeting stays in their calendar.
    await mailsOf<MeetingHandedOver>(
      (facts) => handedAwayMails(facts, LEAVER_REASON),
      (ev) => ev.data.partnerId,
    )(tx, e, ctx);
  },
  MeetingRescheduled: mailsOf<MeetingRescheduled>((facts) => rescheduledMails(facts)),
});
