import { z } from 'zod';

// Isomorphic: a package's hours as every answer counts them, for the
// package as a whole and for each Accelerator's share of it.

/** The hours booked, those not yet used, and those planned meetings hold (remaining - reserved may still be planned). */
export const packageHoursFields = {
  totalHours: z.number(),
  remainingHours: z.number(),
  reservedHours: z.number(),
};
