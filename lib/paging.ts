import { z } from 'zod';

/**
 * The `limit` and `offset` of a paged list's query string (issue 17), with the German messages a
 * wrong value answers: a page holds 1 to 200 rows, `defaultLimit` unless asked otherwise.
 */
export const pageFields = (defaultLimit: number) => ({
  limit: z.coerce
    .number({ error: 'Ungültige Seitengröße.' })
    .int('Ungültige Seitengröße.')
    .min(1, 'Ungültige Seitengröße.')
    .max(200, 'Ungültige Seitengröße.')
    .default(defaultLimit),
  offset: z.coerce
    .number({ error: 'Ungültiger Versatz.' })
    .int('Ungültiger Versatz.')
    .min(0, 'Ungültiger Versatz.')
    .max(1_000_000, 'Ungültiger Versatz.')
    .default(0),
});
