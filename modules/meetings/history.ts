import { z } from 'zod';
import { offsetField, pageSizeField } from '../../lib/list-query';
import { meetingViewSchema } from './answers';

// Isomorphic (re-exported by contract.ts): a person's meetings as the screens show them, bounded
// (issue 17): every planned one, the newest few of the past, and the rest of the past a page at a time.

/** How many past meetings a screen shows before 'Alle anzeigen' (spec 02 §9). */
export const PAST_SHOWN = { client: 5, partner: 10, coordination: 10 } as const;
/** One more page of the past ('Weitere anzeigen'). */
export const PAST_PAGE_SIZE = 20;

/**
 * GET /api/meetings/mine and GET /api/coordination/client/{id}/all-meetings: `scheduled` = every
 * planned meeting (future or begun and not settled: bounded by nature), `past` = the newest
 * `pastLimit` settled ones of the viewer's past (completed, cancelled or not held), `pastTotal` how
 * many such there are. The screens sort both into their lists with the contract's predicates.
 */
export const meetingHistorySchema = z.object({
  scheduled: z.array(meetingViewSchema),
  past: z.array(meetingViewSchema),
  pastTotal: z.number().int(),
});
export type MeetingHistory = z.infer<typeof meetingHistorySchema>;

/** GET /api/meetings/mine/past: one page of the settled past, newest first, and how many there are. */
export const meetingPageSchema = z.object({ meetings: z.array(meetingViewSchema), total: z.number().int() });
export type MeetingPage = z.infer<typeof meetingPageSchema>;

export const meetingHistoryQuery = z.object({ pastLimit: pageSizeField(50, 0).optional() });

export const pastPageQuery = z.object({
  limit: pageSizeField(100).default(PAST_PAGE_SIZE),
  offset: offsetField,
  /** `completed`: only held meetings (the partner's 'Verlauf'); otherwise the whole past */
  status: z.enum(['completed'], { error: 'Unbekannter Status.' }).optional(),
});
export type PastPageQuery = z.infer<typeof pastPageQuery>;

/** Under `['meetings', 'mine']`, so every meeting push (which invalidates `['meetings']`) refreshes them. */
export const meetingHistoryKeys = {
  past: (status: 'completed' | 'all') => ['meetings', 'mine', 'past', status] as const,
};
