import { z } from 'zod';
import type { MeetingView } from './contract';

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
export interface MeetingHistory {
  scheduled: MeetingView[];
  past: MeetingView[];
  pastTotal: number;
}

/** GET /api/meetings/mine/past: one page of the settled past, newest first, and how many there are. */
export interface MeetingPage {
  meetings: MeetingView[];
  total: number;
}

const pageSize = (most: number) =>
  z.coerce
    .number({ error: 'Ungültige Seitengröße.' })
    .int('Ungültige Seitengröße.')
    .min(0, 'Ungültige Seitengröße.')
    .max(most, 'Ungültige Seitengröße.');

/** `?pastLimit=5`: how many past meetings to send along (default: what the viewer's screen shows). */
export const meetingHistoryQuery = z.object({ pastLimit: pageSize(50).optional() });

export const pastPageQuery = z.object({
  limit: pageSize(100).min(1, 'Ungültige Seitengröße.').default(PAST_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'Ungültiger Versatz.' })
    .int('Ungültiger Versatz.')
    .min(0, 'Ungültiger Versatz.')
    .max(1_000_000, 'Ungültiger Versatz.')
    .default(0),
  /** `completed`: only held meetings (the partner's 'Verlauf'); otherwise the whole past */
  status: z.enum(['completed'], { error: 'Unbekannter Status.' }).optional(),
});
export type PastPageQuery = z.infer<typeof pastPageQuery>;

/** Under `['meetings', 'mine']`, so every meeting push (which invalidates `['meetings']`) refreshes them. */
export const meetingHistoryKeys = {
  past: (status: 'completed' | 'all') => ['meetings', 'mine', 'past', status] as const,
};
