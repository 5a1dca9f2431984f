import { mkdir, open, readFile, truncate } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';

/**
 * The erasure ledger: one line per erased person, appended to BACKUP_DIR/erasure-ledger.jsonl as
 * soon as the erasure has committed (a job queued in its transaction), and carried inside every
 * backup. A backup is the firm as it was; the ledger is who asked to be forgotten since. A restore
 * shreds the keys of everyone in it again, so an old backup never brings an erased person back.
 * It holds ids and times only, never a name or an address.
 */
const LEDGER_FILE = 'erasure-ledger.jsonl';
/** The job that appends an erasure to the ledger after its transaction committed. */
export const LEDGER_QUEUE = 'erasure-ledger';

export interface Erasure {
  /** When the person was erased (ISO). */
  at: string;
  /** The account (or other subject) whose erasure this was. */
  personId: string;
  /** Every key subject shredded with it (the person and what the modules said was theirs). */
  subjects: string[];
  /** Contract keys are kept this long (the 7-year retention), then shredded by the daily job. */
  keepContractUntil: string | null;
}

export const isErasure = (v: unknown): v is Erasure => {
  const e = v as Erasure;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.at === 'string' &&
    typeof e.personId === 'string' &&
    Array.isArray(e.subjects) &&
    e.subjects.every((s) => typeof s === 'string') &&
    (e.keepContractUntil === null || typeof e.keepContractUntil === 'string')
  );
};

/**
 * The ledger of `dir` (none yet: empty). A line that cannot be read stops it, naming the line; a
 * last line without its line break is an append that never finished (the machine stopped while
 * writing): it is left out here and named by `tornTail`, and its erasure comes again from the job's
 * retry or the nightly sync from the database's tombstones.
 */
export async function readLedger(dir: string): Promise<Erasure[]> {
  return parseLedger(complete(await ledgerText(dir)), path.join(dir, LEDGER_FILE));
}

/** The unfinished last line of the ledger, if any (the restore prints it: it cannot be applied). */
export async function tornTail(dir: string): Promise<string | null> {
  const text = await ledgerText(dir);
  return text === '' || text.endsWith('\n') ? null : text.slice(text.lastIndexOf('\n') + 1);
}

const ledgerText = (dir: string) =>
  readFile(path.join(dir, LEDGER_FILE), 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return '';
    throw e;
  });

/** The text up to its last line break: what was written whole. */
const complete = (text: string) => text.slice(0, text.lastIndexOf('\n') + 1);

export function parseLedger(text: string, name: string): Erasure[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, number }) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = null;
      }
      if (!isErasure(value)) throw new Error(`Das Löschprotokoll ${name} ist in Zeile ${number} nicht lesbar.`);
      return value;
    });
}

/**
 * Appends erasures not yet in the ledger (the same person at the same time is there once), in one
 * write, synced to disk. An unfinished last line is cut off first, so the new lines start whole.
 */
export async function appendErasures(dir: string, erasures: readonly Erasure[]): Promise<number> {
  const text = await ledgerText(dir);
  const known = new Set(parseLedger(complete(text), path.join(dir, LEDGER_FILE)).map(keyOf));
  const fresh = erasures.filter((e) => !known.has(keyOf(e)));
  if (fresh.length === 0) return 0;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, LEDGER_FILE);
  if (text !== complete(text)) await truncate(file, Buffer.byteLength(complete(text)));
  const handle = await open(file, 'a');
  try {
    await handle.write(fresh.map((e) => `${JSON.stringify(e)}\n`).join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
  return fresh.length;
}

const keyOf = (e: Erasure) => `${e.personId}@${e.at}`;

/**
 * Before each nightly backup: every personal key shredded in the database whose subject the ledger
 * does not name yet goes in (a ledger job lost with a crash, or a ledger folder that was replaced).
 */
export async function syncLedger(db: Db, dir: string): Promise<number> {
  const named = new Set((await readLedger(dir)).flatMap((e) => e.subjects));
  const rows = await sql<{ subject_id: string; erased_at: Date | null; keep: Date | null }>`
    SELECT p.subject_id, p.erased_at, c.shred_after AS keep
      FROM person_keys p
      LEFT JOIN person_keys c ON c.subject_id = p.subject_id AND c.purpose = 'contract'
     WHERE p.purpose = 'personal' AND p.key IS NULL`.execute(db);
  const missing = rows.rows
    .filter((r) => !named.has(r.subject_id))
    .map((r) => ({
      at: (r.erased_at ?? new Date(0)).toISOString(),
      personId: r.subject_id,
      subjects: [r.subject_id],
      keepContractUntil: r.keep?.toISOString() ?? null,
    }));
  return appendErasures(dir, missing);
}
