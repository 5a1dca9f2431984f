import type { z } from 'zod';
import { HttpError } from '../http/errors';

// Keyset paging's cursor (issue 36 item 5): where a page ended (its sort key and id), handed to the
// client as an opaque string and given back to ask for the next page. A list that follows it reads
// each page through its index from that row on, so page 200 costs what page 1 costs; a jump to a page
// still goes by offset (the screen's page numbers and a reload's URL stay as they were).

export const badCursor = 'Ungültige Seitenmarke. Bitte laden Sie die Liste neu.';

/** The cursor as the answer carries it: JSON in base64url (opaque to the client). */
export const encodeCursor = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The cursor given back, checked against the list's own shape; anything else is a clear German 400. */
export function decodeCursor<T>(text: string, shape: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, badCursor, 'BAD_CURSOR');
  }
  const parsed = shape.safeParse(value);
  if (!parsed.success) throw new HttpError(400, badCursor, 'BAD_CURSOR');
  return parsed.data;
}
