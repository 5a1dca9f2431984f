import { z } from 'zod';

// Isomorphic: the query fields a paged, searchable list shares (issue 17: lists page on the server).

import { PAGE_SIZE } from './page-size';

export { PAGE_SIZE };
const MAX_PAGE_SIZE = 200;

/** A page's size (`limit`): `least` to `most` rows, a clear German 400 when wrong. */
export const pageSizeField = (most = MAX_PAGE_SIZE, least = 1) =>
  z.coerce
    .number({ error: 'Ungültige Seitengröße.' })
    .int('Ungültige Seitengröße.')
    .min(least, 'Ungültige Seitengröße.')
    .max(most, 'Ungültige Seitengröße.');

/** Where a page starts (`offset`), 0 unless asked. */
export const offsetField = z.coerce
  .number({ error: 'Ungültiger Versatz.' })
  .int('Ungültiger Versatz.')
  .min(0, 'Ungültiger Versatz.')
  .max(1_000_000, 'Ungültiger Versatz.')
  .default(0);

/** `limit` and `offset` of a page, each a clear German 400 when wrong. */
export const pageFields = { limit: pageSizeField().default(PAGE_SIZE), offset: offsetField };

/** A free-text search: trimmed, at most 200 characters (control characters the host refuses for every query). */
export const searchText = z.string().trim().max(200, 'Höchstens 200 Zeichen.').optional().default('');

/** What one page of a list says beside its rows: how many match the search and filters, how many there are in all. */
export const listPageCounts = { total: z.number().int(), all: z.number().int() };

/**
 * A keyset cursor as the query carries it (`after`): opaque base64url from a page's answer (`next`).
 * Given, it says where the page starts and the offset only says which page that is.
 */
export const cursorField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,1000}$/, 'Ungültige Seitenmarke. Bitte laden Sie die Liste neu.')
  .optional();
