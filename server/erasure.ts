import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import { BERLIN } from '../lib/german/time';
import type { AppContext } from './context';
import type { Tx } from './db/kysely';
import type { EventStore } from './eventstore';
import { jobIdFor } from '../jobs/boss';
import { LEDGER_QUEUE, type Erasure } from './backup/ledger';

/** Contract data (acceptance proofs) is kept this long after an account ends, as the privacy page says. */
const CONTRACT_RETENTION_YEARS = 7;

/**
 * Books and their vouchers (invoices, bank statement lines) are kept 10 years from the end of the
 * year they belong to (§147 Abs. 3, 4 AO; §14b UStG): the day their contract key may go.
 */
export const booksKeptUntil = (year: number): Date => new Date(Date.UTC(year + 10 + 1, 0, 1));

/**
 * Erases a person inside the transaction that deletes their account: their personal keys (and those
 * of everything the modules say is theirs, e.g. questionnaires) are deleted, so every event field
 * sealed with them reads 'gelöscht' from now on; contract keys get their 7-year deadline; e-mail
 * jobs still queued to or about the person are dropped.
 */
export async function erasePerson(
  tx: Tx,
  store: EventStore,
  person: { id: string; email: string | null; name: string | null },
  at: Date,
): Promise<void> {
  const subjects = [person.id];
  for (const hook of store.registry.erasureHooks) subjects.push(...(await hook(tx, person.id)));
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + CONTRACT_RETENTION_YEARS);
  await store.keys.shred(tx, subjects, until);
  // Into the erasure ledger beside the backups once this commits: a restore of an older backup erases them again.
  const erasure: Erasure = {
    at: at.toISOString(),
    personId: person.id,
    subjects,
    keepContractUntil: until.toISOString(),
  };
  await store.enqueueJob(tx, LEDGER_QUEUE, erasure, jobIdFor(person.id, `erasure:${erasure.at}`));
  await dropQueuedMailsAbout(tx, person);
}

/** E-mails not yet sent that are to or about the person (sent ones are deleted once sent). */
export async function dropQueuedMailsAbout(
  tx: Tx,
  person: { email: string | null; name: string | null },
): Promise<void> {
  for (const needle of [person.email, person.name].filter((x): x is string => Boolean(x))) {
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    for (const table of ['job', 'archive']) {
      await sql`DELETE FROM ${sql.id('pgboss', table)} WHERE name = 'email' AND data::text ILIKE ${pattern}`.execute(
        tx,
      );
    }
  }
}

const RETENTION_QUEUE = 'privacy-retention';

/** Daily: contract keys past their 7 years are deleted (the data they sealed reads 'gelöscht'). */
export async function startRetentionJob(boss: PgBoss, ctx: AppContext): Promise<void> {
  if (!(await boss.getQueue(RETENTION_QUEUE)))
    await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, policy: 'singleton' });
  await boss.schedule(RETENTION_QUEUE, '30 3 * * *', {}, { tz: BERLIN });
  await boss.work(RETENTION_QUEUE, async () => {
    await ctx.store.keys.shredDueContractKeys(ctx.db, ctx.now());
  });
}
