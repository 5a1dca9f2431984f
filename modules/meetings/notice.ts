import { z } from 'zod';

// Isomorphic: the firm's cancellation notice as it applies to one meeting at one moment (issue 19,
// issue 30). The ONE home of the rule: `decide` asks it for a client's cancellation (charged or
// not) and move (allowed or not), and `GET /api/meetings/{id}/terms` asks it for the dialogs, with
// the policy as stored now, so what a dialog says and what the command does cannot disagree.

const HOUR_MS = 3600_000;

/** Who asks about a meeting, and whose the meeting is. */
interface TermsAsker {
  /** the asker is the meeting's client (only the client pays for cancelling late) */
  isClient: boolean;
}

/** What cancelling or moving a meeting means now, for the one who asks. */
export const meetingTermsSchema = z.object({
  /** the firm's cancellation notice, whole hours */
  noticeHours: z.number().int(),
  /** the last moment (start - notice) at which a client cancels for free and still moves */
  deadline: z.string(),
  /** less than the notice is left before the start (the deadline itself is still outside) */
  withinNotice: z.boolean(),
  /** cancelling now charges the meeting's hours (the client, inside the notice) */
  cancelCharged: z.boolean(),
  /** moving is open now (the partner and the admin always; the client only outside the notice) */
  mayMove: z.boolean(),
});
export type MeetingTerms = z.infer<typeof meetingTermsSchema>;

/** The notice rule: less than `noticeHours` left before `startsAt` at `now`. */
export function meetingTerms(startsAt: string, noticeHours: number, now: Date, asker: TermsAsker): MeetingTerms {
  const deadline = new Date(new Date(startsAt).getTime() - noticeHours * HOUR_MS);
  const withinNotice = now.getTime() > deadline.getTime();
  return {
    noticeHours,
    deadline: deadline.toISOString(),
    withinNotice,
    cancelCharged: asker.isClient && withinNotice,
    mayMove: !(asker.isClient && withinNotice),
  };
}
