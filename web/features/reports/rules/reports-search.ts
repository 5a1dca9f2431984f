// zod/mini: the router needs these rules on every page; unlike zod's classic API it leaves out what is not called.
import * as z from 'zod/mini';

// The year in the address (/admin/reports?year=2025), so a year's figures can be linked; without
// one (or with one that is no year), this year.

export const reportsSearch = z.object({
  year: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))), undefined),
});
