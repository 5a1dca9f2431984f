import { z } from 'zod';
import { cursorField, listPageCounts } from '../../lib/list-query';
import { coercedWholeNumber } from '../../lib/whole-number';
import { meetingStatuses, type MeetingStatus } from './statuses';
import { meetingStartFields, meetingViewSchema } from './answers';
import { packageReferenceFields } from '../packages/contract/fields';
import { ADMIN_MEETINGS_PAGE_SIZE, adminMeetingSorts } from './contract/admin-list-values';
import { platforms } from './platforms';

// Isomorphic (re-exported by contract.ts): the admin's meetings list and export (issue 17), and an
// Accelerator's leaving (issue 15 item 4).

// The admin's meetings table (/admin/meetings) and its CSV export ask the server with the same
// query: it searches, filters, sorts and pages in the database (issue 17), so the file holds
// exactly the rows the screen pages through, in their order.

/** The order of the 'status' sort: open first, then held, not held, cancelled. */
export const statusOrder: readonly MeetingStatus[] = ['scheduled', 'completed', 'not_held', 'cancelled'];

/** The screen's search, status filter and sort, as the export's query string (`GET /api/meetings/export`). */
export const adminMeetingFilterQuery = z.object({
  // (Control characters are refused for every input by the server: 'Die Eingabe enthält unzulässige Steuerzeichen.')
  search: z.string().trim().max(200, 'Höchstens 200 Zeichen.').optional().default(''),
  status: z
    .enum(['all', ...meetingStatuses], { error: 'Unbekannter Status.' })
    .optional()
    .default('all'),
  sort: z.enum(adminMeetingSorts, { error: 'Unbekannte Sortierung.' }).optional().default('date'),
});
export type AdminMeetingFilter = z.infer<typeof adminMeetingFilterQuery>;

const badLimit = 'Ungültige Seitengröße (1 bis 200).';
const badOffset = 'Ungültiger Versatz.';

/** GET /api/meetings/admin/all: the filter and one page of it. */
export const adminMeetingListQuery = adminMeetingFilterQuery.extend({
  limit: coercedWholeNumber(1, 200, badLimit).default(ADMIN_MEETINGS_PAGE_SIZE),
  offset: coercedWholeNumber(0, 10_000_000, badOffset).default(0),
  /** the `next` of the page before (keyset: the page starts after its last row); else `offset` places it */
  after: cursorField,
});
export type AdminMeetingListQuery = z.infer<typeof adminMeetingListQuery>;

/** One page of the admin's meetings: `total` match the filter, `all` exist. */
export const adminMeetingPageSchema = z.object({
  meetings: z.array(meetingViewSchema),
  ...listPageCounts,
  /** the cursor of the next page (`after`), null on the last page */
  next: z.string().nullable(),
});
export type AdminMeetingPage = z.infer<typeof adminMeetingPageSchema>;

/** Why the meetings of an Accelerator who left are cancelled (both sides read it). */
export const PARTNER_LEFT_REASON = 'Der Accelerator steht nicht mehr zur Verfügung.';

/**
 * POST /api/users/{id}/handover: for each open package of the leaving Accelerator, who takes their
 * remaining hours (`toPartnerId`) or that they are released (null); their future meetings are handed
 * over to that Accelerator or cancelled (`meetings`). Released hours always cancel their meetings.
 */
export const handoverRequest = z.object({
  packages: z
    .array(
      z.object({
        userPackageId: z.string().uuid('Ungültiges Paket.'),
        toPartnerId: z.string().uuid('Ungültiger Accelerator.').nullable(),
      }),
    )
    .max(1000),
  meetings: z.enum(['handOver', 'cancel'], { error: 'Bitte wählen Sie, was mit den Terminen geschieht.' }),
});
export type HandoverRequest = z.infer<typeof handoverRequest>;

/** What a leaving Accelerator holds, for the admin's dialog (GET /api/users/{id}/holdings). */
export const partnerHoldingsSchema = z.object({
  packages: z.array(
    z.object({
      ...packageReferenceFields,
      clientId: z.string(),
      clientName: z.string(),
      status: z.string(),
      remainingHours: z.number(),
      meetings: z.array(
        z.object({
          id: z.string(),
          ...meetingStartFields,
          duration: z.number().int(),
          started: z.boolean(),
        }),
      ),
    }),
  ),
  /** Active Acceleratoren who can take over, by name. */
  candidates: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PartnerHoldings = z.infer<typeof partnerHoldingsSchema>;

/** Where a meeting is held: the platform, its link, the address of one in person. */
const meetingPlaceSchema = z.object({
  platform: z.enum(platforms),
  /** null for a room of its own drawn at the hand-over (its name is drawn then), or for no link */
  link: z.string().nullable(),
  location: z.string().nullable(),
});

/**
 * POST /api/users/{id}/handover/preview (same body as the hand-over; a package not yet chosen is
 * left out): the handed-over meetings whose place changes, as the hand-over itself would move them.
 */
export const handoverPreviewSchema = z.object({
  moves: z.array(
    z.object({
      id: z.string(),
      ...meetingStartFields,
      clientName: z.string(),
      from: meetingPlaceSchema,
      to: meetingPlaceSchema,
    }),
  ),
});
export type HandoverPreview = z.infer<typeof handoverPreviewSchema>;
