import { z } from 'zod';

// Isomorphic: when a kept record was made and last changed, as the answers of the records that
// carry both name them (a package template, a client's package, an Accelerator's profile). In a
// file of its own, so a contract that spreads it takes none of the packages' schemas with it.

/** ISO instants: set once when the record is made, and again with every change. */
export const recordTimeFields = {
  createdAt: z.string(),
  updatedAt: z.string(),
};
