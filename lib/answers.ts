import { z } from 'zod';

// Answer schemas many routes share (isomorphic): routes declare them as their documented answer
// (`responses: { 200: { description, body } }`), and under test each answer is checked against them.

/** What a command with nothing else to tell answers: `{ success: true }` (server/http/succeeded.ts). */
export const successAnswer = z.object({ success: z.literal(true) });

/** A German confirmation for the person who asked. */
export const messageAnswer = z.object({ message: z.string() });
