import { sql } from 'kysely';
import type { RouteCase } from './access-table';
import type { Fixture } from './fixture';

/** The URL a table entry calls: its own, or the route's path; plus its sample query string. */
export function urlOf(
  f: Fixture,
  key: string,
  c: RouteCase,
  query: Record<string, string | string[]> | undefined = c.query?.(f),
  path = c.url?.(f),
): string {
  const base = path ?? key.split(' ')[1]!;
  if (!query) return base;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) search.append(k, one);
  return `${base}?${search.toString()}`;
}

/** Where the event log stands: the highest position and the count (a write changes either). */
export async function eventLogMark(f: Fixture): Promise<string> {
  const { rows } = await sql<{
    max: string | null;
    n: string;
  }>`SELECT max(position)::text AS max, count(*)::text AS n FROM events`.execute(f.portal.runtime.ctx.db);
  return `${rows[0]!.max}/${rows[0]!.n}`;
}
