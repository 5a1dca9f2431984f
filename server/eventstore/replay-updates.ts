import pg from 'pg';

/** A row's folded changes onto a row already in the table (replay-rows.ts). */
export interface FoldedUpdate {
  /** The row: its table's key column, or the columns an addition named (a package's allocation). */
  where: Record<string, unknown>;
  /** Columns set, `version` among them. */
  values: Record<string, unknown>;
  /** Additions in hundredths. */
  increments: Record<string, number>;
  /** Applies where the table's row is older than this version. */
  firstVersion: number;
}

const id = (c: string) => pg.escapeIdentifier(c);

/**
 * The statements that write a table's folded updates: rows changing the same columns share one
 * `UPDATE … FROM (…) AS v`, one row of `v` per table row (each row is folded once, so at most one
 * matches). The rows of `v` are a `UNION ALL` of one-row SELECTs behind the table's own columns
 * (`WHERE false`), so each literal takes its column's type as it would in a plain UPDATE; the
 * database parses and plans one statement instead of one per row (a year's package allocations:
 * thousands a replay). A shape with one row stays a plain UPDATE.
 */
export function updateStatements(
  table: string,
  updates: readonly FoldedUpdate[],
  literal: (value: unknown) => string,
): string[] {
  const t = id(table);
  const shapes = new Map<string, FoldedUpdate[]>();
  for (const u of updates) {
    const shape = [Object.keys(u.where), Object.keys(u.values), Object.keys(u.increments)]
      .map((cs) => cs.join(','))
      .join('|');
    shapes.set(shape, [...(shapes.get(shape) ?? []), u]);
  }
  const out: string[] = [];
  for (const rows of shapes.values()) {
    const first = rows[0]!;
    const where = Object.keys(first.where);
    const set = Object.keys(first.values);
    const add = Object.keys(first.increments);
    if (rows.length === 1) {
      const assignments = [
        ...set.map((c) => `${id(c)} = ${literal(first.values[c])}`),
        ...add.map((c) => `${id(c)} = ${id(c)} + ${literal(first.increments[c]! / 100)}`),
      ];
      const match = where.map((c) => `${id(c)} = ${literal(first.where[c])}`);
      out.push(
        `UPDATE ${t} SET ${assignments.join(', ')} WHERE ${match.join(' AND ')} AND version < ${first.firstVersion}`,
      );
      continue;
    }
    // v's columns: the row's key, the values set, the additions, then the version it must be older than.
    const columns = [...where, ...set, ...add];
    const typed = `SELECT ${columns.map((c) => `${t}.${id(c)}`).join(', ')}, 0 FROM ${t} WHERE false`;
    const selects = rows.map(
      (r) =>
        `SELECT ${[
          ...where.map((c) => literal(r.where[c])),
          ...set.map((c) => literal(r.values[c])),
          ...add.map((c) => literal(r.increments[c]! / 100)),
          String(r.firstVersion),
        ].join(', ')}`,
    );
    const names = [...columns.map((c, i) => `c${i}`), 'first_version'];
    const assignments = [
      ...set.map((c) => `${id(c)} = v.c${where.length + set.indexOf(c)}`),
      ...add.map((c) => `${id(c)} = ${t}.${id(c)} + v.c${where.length + set.length + add.indexOf(c)}`),
    ];
    const match = where.map((c, i) => `${t}.${id(c)} = v.c${i}`);
    out.push(
      `UPDATE ${t} SET ${assignments.join(', ')} FROM (${[typed, ...selects].join(' UNION ALL ')}) AS v (${names.join(', ')}) WHERE ${match.join(' AND ')} AND ${t}.version < v.first_version`,
    );
  }
  return out;
}
