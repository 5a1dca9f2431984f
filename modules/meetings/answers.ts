import { z } from 'zod';
import { clientReferenceFields } from '../identity/contract';
import { partnerReferenceFields } from '../partners/contract/reference';
import { platforms } from './platforms';
import { meetingStatuses } from './statuses';

// Isomorphic (re-exported by contract.ts): the meetings' answers as the routes send them, checked
// against each answer under test (server/http/answer-check.ts) and documented in the OpenAPI.

/** When a meeting (or a free slot) starts: the Berlin calendar day and clock time, and the instant. */
export const meetingStartFields = {
  /** YYYY-MM-DD, Europe/Berlin */
  date: z.string(),
  /** HH:mm, Europe/Berlin */
  time: z.string(),
  /** ISO instant */
  startsAt: z.string(),
};

/** One meeting as every view needs it; each view picks its fields (spec 02 §3). */
export const meetingViewSchema = z.object({
  id: z.string(),
  ...meetingStartFields,
  duration: z.number().int(),
  platform: z.enum(platforms),
  link: z.string().nullable(),
  /** the address of an in-person meeting */
  location: z.string().nullable(),
  notes: z.string().nullable(),
  summary: z.string().nullable(),
  /** notes the partner added when completing; `null` for a client (they are the firm's) */
  completionNotes: z.string().nullable(),
  status: z.enum(meetingStatuses),
  partnerConfirmed: z.boolean(),
  /** completed although the client did not come (hours charged) */
  noShow: z.boolean(),
  /** the client booked it from the Accelerator's free slots */
  bookedByClient: z.boolean(),
  /** one of a series planned at once (issue 34), null for a single meeting */
  seriesId: z.string().nullable(),
  /** the client cancelled inside the notice: its hours were charged */
  lateCancellation: z.boolean(),
  /** why it was cancelled or did not take place */
  endReason: z.string().nullable(),
  hoursUsed: z.number(),
  ...clientReferenceFields,
  ...partnerReferenceFields,
  packageName: z.string().nullable(),
  userPackageId: z.string(),
  /** only for a partner: whether the meeting is their own (coordination) */
  isMyMeeting: z.boolean().optional(),
});
export type MeetingView = z.infer<typeof meetingViewSchema>;

/** The free starts of an Accelerator for the client who asks, and what their package still allows. */
export const slotsAnswerSchema = z.object({
  partnerId: z.string(),
  userPackageId: z.string(),
  /** the Accelerator's hours in the package not yet booked or used */
  availableHours: z.number(),
  duration: z.number().int(),
  /** the firm's cancellation notice, which `insideNotice` measures (the dialog names it) */
  cancellationNoticeHours: z.number().int(),
  /** the firm's booking horizon in weeks (issue 34): the dialog pages no further */
  bookingHorizonWeeks: z.number().int(),
  /** `insideNotice`: the start lies inside the firm's cancellation notice already (issue 34) */
  slots: z.array(z.object({ ...meetingStartFields, insideNotice: z.boolean() })),
});
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;
