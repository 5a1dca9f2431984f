import { z } from 'zod';
import { decodeCursor, encodeCursor, badCursor } from '../../server/db/cursor';
import { HttpError } from '../../server/http/errors';
import type { AdminMeetingSort } from './contract/admin-list-values';
import type { Cursor } from './admin-list';

// The admin's meeting list's keyset cursor as the answer carries it (`next`) and the query gives it
// back (`after`). It names its sort: a cursor of another sort places no row and is refused (400).

const shape = z.object({
  s: z.enum(['date', 'client', 'status']),
  r: z.number().int().min(0).max(10),
  n: z.string().max(1000).optional(),
  c: z.string().uuid(),
  t: z.iso.datetime(),
  i: z.string().uuid(),
});

export const meetingCursorText = (c: Cursor, sort: AdminMeetingSort): string =>
  encodeCursor({ s: sort, r: c.rank, n: c.name, c: c.clientId, t: c.startsAt.toISOString(), i: c.id });

export function meetingCursorOf(text: string, sort: AdminMeetingSort): Cursor {
  const c = decodeCursor(text, shape);
  if (c.s !== sort || (sort === 'client' && c.r === 0 && c.n === undefined))
    throw new HttpError(400, badCursor, 'BAD_CURSOR');
  return { rank: c.r, name: c.n, clientId: c.c, startsAt: new Date(c.t), id: c.i };
}
