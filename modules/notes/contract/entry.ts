import { z } from 'zod';

// Isomorphic: what every entry written into a client's circle carries as the API answers it (a
// note, a message of the conversation), written once for the modules that keep such entries.

/** The entry's id, the client it is kept for, and who of the circle wrote it. */
export const circleEntryFields = {
  id: z.string(),
  clientId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
};
