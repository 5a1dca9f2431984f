import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/kysely';
import { freshDatabase } from '../testing/database';
import { callsInto, listeningRuntimes } from '../testing/harness';
import { CLIENT_PASSWORD, signedInClient } from '../testing/demo-portal';
import { until } from '../testing/until';
import { invoiceWorldForFile } from '../../modules/invoicing/testing/invoice-world';
import { registerUser } from '../../modules/identity';
import { readLedger } from './ledger';
import { RestoreRefused } from './read';
import { restoreBackup } from './restore';
import { KEPT_TABLES } from './tables';
import { writeBackup } from './write';
import { WRONG_KEY } from './crypto';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';
import { tempDir } from '../testing/temp-dir';

const w = invoiceWorldForFile();
const KEY = 'ein langer Schlüssel für die Sicherung';
// Empty as on a new server: no table, not even the migrations' (a restore makes the schema).
const target = await freshDatabase({ empty: true });
afterAll(() => target.drop());

/** Reads the restored database on a connection of its own, closed after (a restore refuses a database in use). */
async function onTarget<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const { db } = createDb(target.url, 1);
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** Every row of every read table and kept table, as sorted JSON text: the firm's state to compare. */
async function stateOf(db: Db): Promise<Record<string, string[]>> {
  const tables = [...w.portal.runtime.ctx.store.registry.readTables(), ...KEPT_TABLES];
  const out: Record<string, string[]> = {};
  for (const t of tables) {
    const rows = await sql<{ row: string }>`SELECT row_to_json(x)::text AS row FROM ${sql.id(t)} x ORDER BY 1`.execute(
      db,
    );
    out[t] = rows.rows.map((r) => r.row);
  }
  return out;
}

const waitingMailsTo = async (db: Db) =>
  (
    await sql<{ to: string }>`
      SELECT data->>'to' AS to FROM pgboss.job WHERE name = 'email' AND data->>'subject' = 'Wartet noch' ORDER BY 1`.execute(
      db,
    )
  ).rows.map((r) => r.to);

const ledgerNames = async (personId: string) =>
  until(`ledger line of ${personId}`, async () =>
    (await readLedger(w.portal.runtime.ctx.config.backupDir)).find((e) => e.personId === personId),
  );

const signInStatus = async (call: ReturnType<typeof callsInto>, email: string) =>
  (await call('POST', '/api/auth/login', { body: { username: email, password: CLIENT_PASSWORD } })).statusCode;

describe('backup and restore', () => {
  const files: { plain?: string; encrypted?: string; dir?: string } = {};
  const before: { state?: Record<string, string[]>; pdf?: Buffer; xml?: string; invoiceId?: string } = {};
  const people: { kept?: { id: string; email: string }; erasedAfter?: { id: string; email: string } } = {};

  it('a backup of a firm with invoices, settings and an erasure holds the log of one snapshot', async () => {
    const admin = w.admin;
    expect(
      (await w.call('PUT', '/api/settings/firm', admin, (await import('../testing/example-firm')).exampleFirm))
        .statusCode,
    ).toBe(200);
    const client = await w.clientWithOffer();
    await w.setAddress(client);
    await w.accept(client);
    const [invoice] = await w.invoicesOf(client.id);
    expect(invoice?.number).toBeTruthy();
    before.invoiceId = invoice!.id;
    people.kept = { id: client.id, email: 'rechnungskunde1@beispiel.de' };
    const gone = await signedInClient(w.portal, { email: 'vorher.geloescht@beispiel.de', name: 'Vorher Gelöscht' });
    expect((await w.call('DELETE', '/api/users/me', gone.token)).statusCode).toBe(200);
    await ledgerNames(gone.id);
    const later = await signedInClient(w.portal, { email: 'spaeter.geloescht@beispiel.de', name: 'Später Gelöscht' });
    people.erasedAfter = { id: later.id, email: 'spaeter.geloescht@beispiel.de' };

    // Mails still waiting (due in an hour): one to a client, one to the person erased after the backup.
    for (const to of [people.kept.email, people.erasedAfter.email])
      await w.portal.runtime.boss.send('email', { to, subject: 'Wartet noch', text: 'Später' }, { startAfter: 3600 });

    before.pdf = (await w.call('GET', `/api/invoices/${invoice!.id}/pdf`, admin)).rawPayload;
    before.xml = (await w.call('GET', `/api/invoices/${invoice!.id}/xrechnung`, admin)).body;
    // The mail worker writes mail_log (a kept table) as mails go out: compare once none is due any more.
    await until('the due mails sent', async () => {
      const due = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pgboss.job
         WHERE name IN ('email', 'invoice-mail') AND state IN ('created', 'retry', 'active') AND start_after <= now()`.execute(
        w.portal.runtime.ctx.db,
      );
      return due.rows[0]!.n === 0 ? true : undefined;
    });
    before.state = await stateOf(w.portal.runtime.ctx.db);
    files.dir = tempDir('portal-backup-test-');
    const ledgerDir = w.portal.runtime.ctx.config.backupDir;
    const plain = await writeBackup(w.portal.runtime.databaseUrl, { dir: files.dir, ledgerDir });
    const encrypted = await writeBackup(w.portal.runtime.databaseUrl, {
      dir: files.dir,
      ledgerDir,
      passphrase: KEY,
      now: new Date(Date.now() + 1000),
    });
    const events = await sql<{
      n: number;
      last: number;
    }>`SELECT count(*)::int AS n, max(position)::int AS last FROM events`.execute(w.portal.runtime.ctx.db);
    expect(plain).toMatchObject({ events: events.rows[0]!.n, lastPosition: events.rows[0]!.last, encryption: null });
    expect(encrypted.encryption?.cipher).toBe('aes-256-gcm-chunked');
    expect(encrypted.events).toBe(plain.events);
    files.plain = plain.file;
    files.encrypted = encrypted.file;
    // Erased before the backup: their key is in the file as shredded (NULL), so every field sealed
    // with it stays unreadable, and their name and address are nowhere in it as text.
    const raw = await readFile(plain.file);
    const body = gunzipSync(raw.subarray(raw.indexOf(0x0a) + 1)).toString('utf8');
    const keyOf = (id: string) =>
      body
        .split('\n')
        .find((l) => l.startsWith(`${id}\tpersonal\t`))
        ?.split('\t')[2];
    expect(keyOf(people.kept.id)).toMatch(/^\\\\x[0-9a-f]{64}$/);
    expect(keyOf(gone.id)).toBe('\\N');
    for (const text of ['Vorher Gel', 'vorher.geloescht']) expect(body).not.toContain(text);

    // Erased after the backup: only the ledger beside the backups knows.
    expect((await w.call('DELETE', '/api/users/me', later.token)).statusCode).toBe(200);
    await ledgerNames(later.id);
  });

  it('restores onto an empty database: every read and kept table equal, the documents byte-identical, logins work', async () => {
    const report = await restoreBackup({ file: files.plain!, url: target.url });
    expect(report.differences).toBe(0);
    expect(report.erasedAgain).toBe(0);
    expect(await onTarget(stateOf)).toEqual(before.state);
    const { runtimes, close } = await listeningRuntimes(target.url, 1);
    try {
      const call = callsInto(runtimes[0]!);
      expect(await signInStatus(call, people.kept!.email)).toBe(200);
      const token = (
        await call('POST', '/api/auth/login', { body: { username: people.kept!.email, password: CLIENT_PASSWORD } })
      ).json().token as string;
      const pdf = await call('GET', `/api/invoices/${before.invoiceId}/pdf`, { token });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.equals(before.pdf!)).toBe(true);
      expect(await waitingMailsTo(runtimes[0]!.ctx.db)).toEqual([people.erasedAfter!.email, people.kept!.email].sort());
      // The person erased after the backup is still there in it (no ledger given): they sign in.
      expect(await signInStatus(call, people.erasedAfter!.email)).toBe(200);
      // New events continue the log after the restored ones.
      const lastPosition = async () =>
        (await sql<{ p: number }>`SELECT max(position)::int AS p FROM events`.execute(runtimes[0]!.ctx.db)).rows[0]!.p;
      const last = await lastPosition();
      await registerUser(
        runtimes[0]!.ctx,
        {
          email: 'neu@beispiel.de',
          name: 'Neu Nach',
          password: CLIENT_PASSWORD,
          role: 'user',
          acceptedTerms: LEGAL_VERSIONS,
        },
        {},
      );
      expect(await lastPosition()).toBeGreaterThan(last);
    } finally {
      await close();
    }
  });

  it('refuses a database that has data, and an encrypted backup without or with a wrong key; nothing changes', async () => {
    const count = () =>
      onTarget(async (db) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(db)).rows[0]!.n);
    const events = await count();
    await expect(restoreBackup({ file: files.plain!, url: target.url })).rejects.toThrow(
      'Die Datenbank enthält schon Daten. Eine Sicherung wird nur in eine leere Datenbank eingespielt; mit --replace wird der Inhalt dieser Datenbank ersetzt.',
    );
    await expect(restoreBackup({ file: files.encrypted!, url: target.url, replace: true })).rejects.toThrow(
      'Die Sicherung ist verschlüsselt. Bitte setzen Sie BACKUP_KEY auf den Schlüssel, mit dem sie geschrieben wurde.',
    );
    const wrong = restoreBackup({
      file: files.encrypted!,
      url: target.url,
      replace: true,
      passphrase: 'ein ganz anderer Schlüssel',
    });
    await expect(wrong).rejects.toBeInstanceOf(RestoreRefused);
    await expect(wrong).rejects.toThrow(WRONG_KEY);
    expect(await count()).toBe(events);
  });

  it('with --replace and the ledger beside the backups, a person erased after the backup stays erased', async () => {
    const report = await restoreBackup({
      file: files.encrypted!,
      url: target.url,
      passphrase: KEY,
      replace: true,
      ledgerDir: w.portal.runtime.ctx.config.backupDir,
    });
    expect(report.erasedAgain).toBe(1);
    expect(report.differences).toBe(0);
    await onTarget(async (db) => {
      // The waiting mail to the person erased since is gone with them.
      expect(await waitingMailsTo(db)).toEqual([people.kept!.email]);
      const user = await sql`SELECT name, email FROM users WHERE id = ${people.erasedAfter!.id}`.execute(db);
      expect(user.rows[0]).toEqual({ name: 'gelöscht', email: 'gelöscht' });
      const key = await sql<{ key: Buffer | null }>`
        SELECT key FROM person_keys WHERE subject_id = ${people.erasedAfter!.id} AND purpose = 'personal'`.execute(db);
      expect(key.rows[0]!.key).toBeNull();
      const anywhere = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM users x
         WHERE x::text ILIKE '%Später Gelöscht%' OR x::text ILIKE '%spaeter.geloescht%'`.execute(db);
      expect(anywhere.rows[0]!.n).toBe(0);
    });
    const { runtimes, close } = await listeningRuntimes(target.url, 1);
    try {
      const call = callsInto(runtimes[0]!);
      expect(await signInStatus(call, people.erasedAfter!.email)).not.toBe(200);
      expect(await signInStatus(call, people.kept!.email)).toBe(200);
    } finally {
      await close();
    }
  });

  it('a backup taken while commands run shows one instant: every account in it has its password, the log ends where its header says', async () => {
    const busy = Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signedInClient(w.portal, { email: `waehrend${i}@beispiel.de`, name: `Während ${i}` }),
      ),
    );
    const dir = tempDir('portal-backup-busy-');
    const taken = await writeBackup(w.portal.runtime.databaseUrl, { dir });
    await busy;
    const scratch = await freshDatabase({ empty: true });
    try {
      const report = await restoreBackup({ file: taken.file, url: scratch.url });
      expect(report.differences).toBe(0);
      expect(report.events).toBe(taken.events);
      const { db } = createDb(scratch.url, 1);
      try {
        // Accounts and passwords are written in one transaction: the snapshot has both or neither.
        const orphans = await sql<{ n: number }>`
          SELECT (SELECT count(*)::int FROM users u WHERE u.role = 'user' AND u.email <> 'gelöscht'
                    AND NOT EXISTS (SELECT 1 FROM user_credentials c WHERE c.user_id = u.id))
               + (SELECT count(*)::int FROM user_credentials c WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)) AS n`.execute(
          db,
        );
        expect(orphans.rows[0]!.n).toBe(0);
        const max = await sql<{ p: number }>`SELECT max(position)::int AS p FROM events`.execute(db);
        expect(max.rows[0]!.p).toBe(taken.lastPosition);
      } finally {
        await db.destroy();
      }
    } finally {
      await scratch.drop();
    }
  });
});
