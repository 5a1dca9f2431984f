import { z } from 'zod';

// Isomorphic: how another module's answer names an Accelerator.

/** The Accelerator's id, name and specialty (the account's partnerType; null while none is set). */
export const partnerReferenceFields = {
  partnerId: z.string(),
  partnerName: z.string(),
  partnerType: z.string().nullable(),
};
