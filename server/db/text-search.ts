import { sql, type Expression, type RawBuilder } from 'kysely';

// A list's free-text search in SQL (issue 17: lists search in the database, a page at a time).

/**
 * Whether any of the text columns contains the search, ignoring case: 'müller' finds 'Müller'
 * whatever the database's locale (German capitals are folded explicitly). `strpos`, not LIKE, so
 * `%` and `_` in a search are plain characters.
 */
export function containsText(columns: Expression<string | null>[], search: string): RawBuilder<boolean> {
  const needle = search.toLocaleLowerCase('de');
  const hits = columns.map(
    (c) => sql<boolean>`strpos(translate(lower(coalesce(${c}, '')), 'ÄÖÜẞ', 'äöüß'), ${needle}) > 0`,
  );
  return sql<boolean>`(${sql.join(hits, sql` OR `)})`;
}

/** Whether a phone column contains the search's digits (at least 3; a leading 0 dropped, so '030 123' finds '+49 30 123'). */
export function containsDigits(column: Expression<string | null>, search: string): RawBuilder<boolean> | null {
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return sql<boolean>`strpos(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), ${digits.replace(/^0/, '')}) > 0`;
}
