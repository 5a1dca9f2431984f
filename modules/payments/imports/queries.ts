import { tablesOf, type Db } from '../../../server/db/kysely';
import { formatNumber } from '../../../lib/german/format';
import type { PaymentsTables } from '../tables';
import type { StatementImport } from '../contract';

/** How far an import is, in German: '3.000 von 10.000 Zeilen', or its result or refusal. */
function progressOf(r: PaymentsTables['statement_imports']): string {
  if (r.status === 'queued') return 'Der Kontoauszug wartet auf den Import …';
  if (r.status === 'refused') return r.message ?? '';
  if (r.status === 'done') return r.result?.message ?? '';
  if (r.total_lines === null) return 'Der Kontoauszug wird gelesen …';
  return `${formatNumber(r.done_lines)} von ${formatNumber(r.total_lines)} Zeilen`;
}

/** One import as `GET /api/payments/statement-imports/{id}` answers it; null when unknown. */
export async function statementImportView(db: Db, id: string): Promise<StatementImport | null> {
  const r = await tablesOf<PaymentsTables>(db)
    .selectFrom('statement_imports')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    status: r.status,
    totalLines: r.total_lines,
    doneLines: r.done_lines,
    progress: progressOf(r),
    result: r.result,
    message: r.message,
  };
}
