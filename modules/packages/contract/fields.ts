import { z } from 'zod';

// Isomorphic: a client's package as other answers name it and count its hours, for the package as
// a whole and for each Accelerator's share of it.

/** The client's package (the user package) and its name as offered. */
export const packageReferenceFields = {
  userPackageId: z.string(),
  packageName: z.string(),
};

/** The hours booked, those not yet used, and those planned meetings hold (remaining - reserved may still be planned). */
export const packageHoursFields = {
  totalHours: z.number(),
  remainingHours: z.number(),
  reservedHours: z.number(),
};
