import { z } from 'zod';
import { berlinDateOf } from '../../../../lib/german/time';

// The year in the address (/admin/reports?year=2025), so a year's figures can be linked; without
// one (or with one that is no year), this year.

export const reportsSearch = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
});

/** The year to show: the address's, else this one (Berlin). */
export const yearToShow = (search: { year?: number | undefined }, now: Date): number =>
  search.year ?? Number(berlinDateOf(now).slice(0, 4));
