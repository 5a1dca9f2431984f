import { sql } from 'kysely';
import type { Projection } from './registry';

/**
 * The read-model side of erasing a person, the module's one (named `<module>.erasure`): on
 * identity's `UserDeleted`, the rows of `table` about the person (`column` = the user's id) are
 * deleted, or, with `clear`, those columns are emptied.
 */
export function erasureProjection(
  module: string,
  table: string,
  column: string,
  clear?: readonly string[],
): Projection {
  return {
    name: `${module}.erasure`,
    tables: [table],
    handles: ['UserDeleted'],
    async apply(tx, event) {
      const userId = (event.data as { userId: string }).userId;
      const from = sql.id(table);
      const where = sql`${sql.id(column)} = ${userId}`;
      if (!clear) await sql`DELETE FROM ${from} WHERE ${where}`.execute(tx);
      else
        await sql`UPDATE ${from} SET ${sql.join(clear.map((c) => sql`${sql.id(c)} = NULL`))} WHERE ${where}`.execute(
          tx,
        );
    },
  };
}
