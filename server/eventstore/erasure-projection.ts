import { sql } from 'kysely';
import type { Projection } from './registry';

/**
 * The read-model side of erasing a person: on identity's `UserDeleted`, the module's rows about
 * the person (`column` = the user's id) are deleted, or, with `clear`, those columns are emptied.
 */
export function erasureProjection(opts: {
  name: string;
  table: string;
  column: string;
  clear?: readonly string[];
}): Projection {
  return {
    name: opts.name,
    tables: [opts.table],
    handles: ['UserDeleted'],
    async apply(tx, event) {
      const userId = (event.data as { userId: string }).userId;
      const table = sql.id(opts.table);
      const where = sql`${sql.id(opts.column)} = ${userId}`;
      if (!opts.clear) await sql`DELETE FROM ${table} WHERE ${where}`.execute(tx);
      else
        await sql`UPDATE ${table} SET ${sql.join(opts.clear.map((c) => sql`${sql.id(c)} = NULL`))} WHERE ${where}`.execute(
          tx,
        );
    },
  };
}
