import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { FilesTables } from './tables';

/**
 * Where the bytes of files live, beside the log. The portal keeps them in PostgreSQL (no extra
 * server to run, one transaction with the event, in backups); an S3-compatible store can take
 * these four calls later (then `put` and `remove` run after the commit, and backups copy the bucket).
 */
interface FileStore {
  put(tx: Tx, file: { id: string; clientId: string; bytes: Uint8Array }): Promise<void>;
  get(db: Db | Tx, fileId: string): Promise<Uint8Array | null>;
  remove(tx: Tx, fileId: string): Promise<void>;
  /** Every file of a client (their erasure). */
  removeClient(tx: Tx, clientId: string): Promise<void>;
}

const blobs = tablesOf<FilesTables>;

/** `file_blobs`: the bytes as `bytea`, written in the same transaction as the file's event. */
export const postgresFileStore: FileStore = {
  async put(tx, file) {
    await blobs(tx)
      .insertInto('file_blobs')
      .values({ file_id: file.id, client_id: file.clientId, bytes: file.bytes })
      .execute();
  },
  async get(db, fileId) {
    const row = await blobs(db)
      .selectFrom('file_blobs')
      .select('bytes')
      .where('file_id', '=', fileId)
      .executeTakeFirst();
    return row ? new Uint8Array(row.bytes) : null;
  },
  async remove(tx, fileId) {
    await blobs(tx).deleteFrom('file_blobs').where('file_id', '=', fileId).execute();
  },
  async removeClient(tx, clientId) {
    await blobs(tx).deleteFrom('file_blobs').where('client_id', '=', clientId).execute();
  },
};
