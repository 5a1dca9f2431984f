import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../../server/context';
import { tablesOf, type Db, type Tx } from '../../../server/db/kysely';
import type { EventMetadata } from '../../../server/eventstore';
import { postgresFileStore } from '../../files';
import { IMPORT_BATCH, MAX_IMPORT_LINES, paymentsMessages } from '../contract';
import { importStatement } from '../commands';
import { readStatement } from '../statement';
import { UnreadableStatement } from '../statement-line';
import { uploadResultOf } from '../upload-result';
import type { PaymentsTables } from '../tables';

// A statement imported by a job (issue 31 item 1): the upload keeps the file in the FileStore and
// enqueues only the import's id (the payers' names and IBANs never enter pg-boss's table); the job
// reads it, appends its lines in batches (one transaction each, yielding between them, so other
// requests are served meanwhile), records its progress and result, and deletes the file.

const IMPORT_QUEUE = 'payments-statement-import';
const t = (db: Db | Tx) => tablesOf<PaymentsTables>(db);

/** The upload: the file kept, the import recorded and its job enqueued, in one transaction. Answers the import's id. */
export async function startStatementImport(ctx: AppContext, bytes: Uint8Array, meta: EventMetadata): Promise<string> {
  const id = randomUUID();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    await t(tx)
      .insertInto('statement_imports')
      .values({
        id,
        status: 'queued',
        total_lines: null,
        done_lines: 0,
        result: null,
        message: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The file is the firm's, not a client's: the import's id stands as its owner.
    await postgresFileStore.put(tx, { id, clientId: id, bytes });
    await ctx.store.enqueueJob(tx, IMPORT_QUEUE, { importId: id, meta }, id);
  });
  return id;
}

const progressed = (
  ctx: AppContext,
  id: string,
  set: Partial<PaymentsTables['statement_imports']>,
  db: Db | Tx = ctx.db,
) =>
  t(db)
    .updateTable('statement_imports')
    .set({ ...set, updated_at: ctx.now() })
    .where('id', '=', id)
    .execute();

/** The import ends (done or refused) and its file goes, in one transaction. */
async function finish(ctx: AppContext, id: string, set: Partial<PaymentsTables['statement_imports']>) {
  await ctx.db.transaction().execute(async (tx) => {
    await progressed(ctx, id, set, tx);
    await postgresFileStore.remove(tx, id);
  });
}

/** The file as read, or why it is refused (a line it cannot read is named; nothing is imported then). */
function readOrRefusal(bytes: Uint8Array) {
  try {
    const read = readStatement(bytes);
    if (!read) return { refusal: paymentsMessages.notAStatement };
    if (read.lines.length > MAX_IMPORT_LINES)
      return {
        refusal: `Die Datei enthält mehr als ${MAX_IMPORT_LINES.toLocaleString('de-DE')} Buchungen. Bitte laden Sie den Kontoauszug in kürzeren Zeiträumen hoch.`,
      };
    return { read };
  } catch (err) {
    if (err instanceof UnreadableStatement) return { refusal: err.message };
    throw err;
  }
}

/** The job: reads the kept file and imports it batch by batch. A retried job appends no line twice. */
async function runStatementImport(ctx: AppContext, id: string, meta: EventMetadata): Promise<void> {
  const row = await t(ctx.db).selectFrom('statement_imports').select('status').where('id', '=', id).executeTakeFirst();
  if (!row || row.status === 'done' || row.status === 'refused') return;
  const bytes = await postgresFileStore.get(ctx.db, id);
  if (!bytes) return finish(ctx, id, { status: 'refused', message: paymentsMessages.noFile });
  const { read, refusal } = readOrRefusal(bytes);
  if (!read) return finish(ctx, id, { status: 'refused', message: refusal });
  await progressed(ctx, id, { status: 'running', total_lines: read.lines.length, done_lines: 0 });
  const counts = { imported: 0, proposed: 0, payoutsPaid: 0 };
  for (let at = 0; at === 0 || at < read.lines.length; at += IMPORT_BATCH) {
    const batch = read.lines.slice(at, at + IMPORT_BATCH);
    // The file's other debits (payouts done) are settled once, with the first batch.
    const c = await importStatement(ctx, read.format, batch, at === 0 ? read.outgoing : [], meta);
    counts.imported += c.imported;
    counts.proposed += c.proposed;
    counts.payoutsPaid += c.payoutsPaid;
    await progressed(ctx, id, { done_lines: at + batch.length });
    // Let the requests that came in meanwhile run before the next batch.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await finish(ctx, id, { status: 'done', result: uploadResultOf(read, counts) });
}

/** The import worker (one import at a time per instance; pg-boss retries a crashed one). */
export async function startStatementImports(ctx: AppContext, boss: PgBoss): Promise<void> {
  if (!(await boss.getQueue(IMPORT_QUEUE)))
    await boss.createQueue(IMPORT_QUEUE, { name: IMPORT_QUEUE, retryLimit: 2, retryDelay: 10 });
  await boss.work<{ importId: string; meta: EventMetadata }>(
    IMPORT_QUEUE,
    { pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs) await runStatementImport(ctx, job.data.importId, job.data.meta);
    },
  );
}
