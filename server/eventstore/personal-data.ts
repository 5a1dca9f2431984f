import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { dropSnapshots } from './snapshots';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/kysely';

/**
 * Which fields of an event are personal, and whose: the subject's key encrypts them. `purpose`
 * 'contract' marks data the firm must keep for 7 years after an account ends (invoice references);
 * 'personal' is erased with the account.
 */
export interface PersonalFields {
  subject(data: Record<string, unknown>): string | null;
  fields: readonly string[];
  purpose?: 'personal' | 'contract';
}

/** An encrypted field in stored event data. `t` keeps the value's kind for the erased placeholder. */
interface Sealed {
  $pii: string;
  s: string;
  p: 'personal' | 'contract';
  t: 's' | 'o' | 'a' | 'x';
}

const ERASED = 'gelöscht';
const isSealed = (v: unknown): v is Sealed =>
  typeof v === 'object' && v !== null && typeof (v as Sealed).$pii === 'string';
const kindOf = (v: unknown): Sealed['t'] =>
  typeof v === 'string' ? 's' : Array.isArray(v) ? 'a' : typeof v === 'object' && v !== null ? 'o' : 'x';
const erased = (t: Sealed['t']): unknown => (t === 's' ? ERASED : t === 'o' ? {} : t === 'a' ? [] : null);

function seal(value: unknown, key: Buffer, subject: string, purpose: Sealed['p']): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    $pii: [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.'),
    s: subject,
    p: purpose,
    t: kindOf(value),
  };
}

function open(sealed: Sealed, key: Buffer | null | undefined): unknown {
  if (!key) return erased(sealed.t);
  try {
    // iv.tag.body, cut by index and decoded straight to text (a replay opens every field of the log).
    const text = sealed.$pii;
    const a = text.indexOf('.');
    const b = text.indexOf('.', a + 1);
    if (a < 0 || b < 0) return erased(sealed.t);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(text.slice(0, a), 'base64'));
    decipher.setAuthTag(Buffer.from(text.slice(a + 1, b), 'base64'));
    return JSON.parse(decipher.update(text.slice(b + 1), 'base64', 'utf8') + decipher.final('utf8'));
  } catch {
    // A field that does not open with its subject's key (a tampered value, or one sealed with a
    // key that no longer exists) reads as erased instead of failing the whole request or replay.
    return erased(sealed.t);
  }
}

export const keyId = (subject: string, purpose: string) => `${purpose}:${subject}`;

/**
 * The keys of persons; created on first use, shredded to erase. A shredded key leaves a tombstone
 * (the row with `key` NULL): an erased subject never gets a key again, so nothing written about
 * them later can be read with, or mistaken for, a new key.
 */
export class PersonKeys {
  /**
   * Keys of subjects, created where missing (inside the append transaction); `null` for an erased
   * subject (a tombstone), whose fields are then written as erased.
   */
  async ensure(tx: Tx, wanted: { subject: string; purpose: Sealed['p'] }[]): Promise<Map<string, Buffer | null>> {
    const out = await this.load(tx, wanted);
    const erasedSubjects = new Set(
      [...out]
        .filter(([id, k]) => k === null && id.startsWith('personal:'))
        .map(([id]) => id.slice('personal:'.length)),
    );
    for (const w of wanted) {
      const id = keyId(w.subject, w.purpose);
      if (out.has(id)) continue;
      if (erasedSubjects.has(w.subject)) {
        out.set(id, null);
        continue;
      }
      const key = randomBytes(32);
      await sql`INSERT INTO person_keys (subject_id, purpose, key) VALUES (${w.subject}, ${w.purpose}, ${key}) ON CONFLICT DO NOTHING`.execute(
        tx,
      );
      const row = await sql<{
        key: Buffer | null;
      }>`SELECT key FROM person_keys WHERE subject_id = ${w.subject} AND purpose = ${w.purpose}`.execute(tx);
      out.set(id, row.rows[0]!.key);
    }
    return out;
  }

  /** The keys (and tombstones, as `null`) of every purpose of the wanted subjects. */
  async load(db: Db | Tx, wanted: { subject: string; purpose: string }[]): Promise<Map<string, Buffer | null>> {
    const subjects = [...new Set(wanted.map((w) => w.subject))];
    if (subjects.length === 0) return new Map();
    const rows = await sql<{ subject_id: string; purpose: string; key: Buffer | null }>`
      SELECT subject_id, purpose, key FROM person_keys WHERE subject_id = ANY(${subjects})`.execute(db);
    return new Map(rows.rows.map((r) => [keyId(r.subject_id, r.purpose), r.key]));
  }

  /**
   * Whether a person is erased: their personal key is a tombstone. After a restore from before the
   * erasure the log has no deletion event, only this (the erasure ledger shredded the key again).
   */
  async isErased(db: Db | Tx, subject: string): Promise<boolean> {
    return (await this.load(db, [{ subject, purpose: 'personal' }])).get(keyId(subject, 'personal')) === null;
  }

  /** Every key and tombstone (a replay opens the whole log with them). */
  async loadAll(db: Db | Tx): Promise<Map<string, Buffer | null>> {
    const rows = await sql<{ subject_id: string; purpose: string; key: Buffer | null }>`
      SELECT subject_id, purpose, key FROM person_keys`.execute(db);
    return new Map(rows.rows.map((r) => [keyId(r.subject_id, r.purpose), r.key]));
  }

  /**
   * Erases a person: the personal key goes now (a tombstone stays, also for a subject that never
   * had a key), the contract key after `keepContractUntil`.
   */
  async shred(tx: Tx, subjects: string[], keepContractUntil: Date, erasedAt: Date | null = null): Promise<void> {
    if (subjects.length === 0) return;
    // erasedAt: the erasure's own time when a restore repeats it from the ledger; else now.
    await sql`
      INSERT INTO person_keys (subject_id, purpose, key, erased_at)
      SELECT s, 'personal', NULL, coalesce(${erasedAt}::timestamptz, now()) FROM unnest(${subjects}::text[]) AS s
      ON CONFLICT (subject_id, purpose) DO UPDATE SET key = NULL, erased_at = coalesce(${erasedAt}::timestamptz, now())`.execute(
      tx,
    );
    await sql`UPDATE person_keys SET shred_after = ${keepContractUntil} WHERE purpose = 'contract' AND subject_id = ANY(${subjects})`.execute(
      tx,
    );
    await dropSnapshots(tx);
  }

  /**
   * Keeps a subject's contract key until `until`, whatever happens to any account: for records kept
   * for a fixed time from their own date (an invoice: 10 years from the end of its year), whose
   * subject is the record itself. The retention job shreds it then.
   */
  async retainContractUntil(tx: Tx, subject: string, until: Date): Promise<void> {
    await sql`UPDATE person_keys SET shred_after = ${until} WHERE purpose = 'contract' AND subject_id = ${subject}`.execute(
      tx,
    );
  }

  /** The retention job: contract keys whose time has come are shredded (tombstones stay). */
  async shredDueContractKeys(db: Db, now: Date): Promise<number> {
    const r = await sql`
      UPDATE person_keys SET key = NULL, erased_at = ${now}
      WHERE purpose = 'contract' AND key IS NOT NULL AND shred_after IS NOT NULL AND shred_after <= ${now}`.execute(db);
    const shredded = Number(r.numAffectedRows ?? 0);
    if (shredded > 0) await dropSnapshots(db);
    return shredded;
  }
}

/**
 * Encrypts the personal fields of each event's data: `stored` goes into the log; `visible` is what
 * reading it back will give (the plain data, but fields about an erased subject already erased), so
 * projections and jobs of the append see exactly what a replay will see.
 */
export async function sealEvents(
  tx: Tx,
  keys: PersonKeys,
  specs: Map<string, PersonalFields>,
  events: { type: string; data: unknown }[],
): Promise<{ stored: unknown; visible: unknown }[]> {
  const plans = events.map((e) => {
    const spec = specs.get(e.type);
    const data = e.data as Record<string, unknown>;
    const subject = spec?.subject(data) ?? null;
    return { spec, data, subject };
  });
  const wanted = plans.flatMap((p) =>
    p.spec && p.subject ? [{ subject: p.subject, purpose: p.spec.purpose ?? ('personal' as const) }] : [],
  );
  const keyMap = await keys.ensure(tx, wanted);
  return plans.map(({ spec, data, subject }) => {
    if (!spec || !subject) return { stored: data, visible: data };
    const purpose = spec.purpose ?? 'personal';
    const key = keyMap.get(keyId(subject, purpose));
    const stored = { ...data };
    const visible = { ...data };
    for (const f of spec.fields) {
      if (data[f] === undefined || data[f] === null) continue;
      // About an erased subject nothing personal is written any more, not even sealed.
      if (key) stored[f] = seal(data[f], key, subject, purpose);
      else stored[f] = visible[f] = erased(kindOf(data[f]));
    }
    return { stored, visible };
  });
}

/** The keys (subject and purpose) that open these events' sealed fields. */
export function sealedKeysOf(events: readonly { data: unknown }[]): { subject: string; purpose: string }[] {
  const wanted: { subject: string; purpose: string }[] = [];
  for (const e of events)
    for (const v of Object.values((e.data ?? {}) as Record<string, unknown>))
      if (isSealed(v)) wanted.push({ subject: v.s, purpose: v.p });
  return wanted;
}

/** Opens sealed fields with keys already loaded (by `keyId`); a missing or shredded key reads as erased. */
export function openWith<T extends { data: unknown }>(events: T[], keyMap: ReadonlyMap<string, Buffer | null>): T[] {
  return events.map((e) => {
    const data = e.data as Record<string, unknown>;
    if (!Object.values(data ?? {}).some(isSealed)) return e;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(data)) out[k] = isSealed(v) ? open(v, keyMap.get(keyId(v.s, v.p))) : v;
    return { ...e, data: out };
  });
}

/** Decrypts sealed fields; a field whose key is gone reads as 'gelöscht' (or empty). */
export async function openEvents<T extends { data: unknown }>(
  db: Db | Tx,
  keys: PersonKeys,
  events: T[],
): Promise<T[]> {
  const wanted = sealedKeysOf(events);
  if (wanted.length === 0) return events;
  return openWith(events, await keys.load(db, wanted));
}
