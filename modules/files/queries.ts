import { distinctOf } from '../../server/db/reads';
import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { namesOrGoneOf } from '../identity';
import { goneAuthor, seenBy, type Reader } from '../notes';
import type { ClientFile } from './contract';
import type { FilesTables } from './tables';

const t = (db: Db | Tx) => tablesOf<FilesTables>(db);

/** A client's files as `reader` may see them (their own, and the layers their place opens), newest first. */
export async function filesFor(db: Db | Tx, reader: Reader, clientId: string): Promise<ClientFile[]> {
  const rows = await t(db)
    .selectFrom('client_files')
    .selectAll()
    .where('client_id', '=', clientId)
    .where(seenBy(reader, 'uploaded_by'))
    .orderBy('uploaded_at', 'desc')
    .execute();
  const nameOf = await namesOrGoneOf(
    db,
    rows.map((r) => r.uploaded_by),
  );
  return rows.map((r) => ({
    id: r.id,
    clientId: r.client_id,
    name: r.name,
    contentType: r.content_type,
    size: r.size,
    visibility: r.visibility,
    meetingId: r.meeting_id,
    uploadedBy: r.uploaded_by,
    uploadedByName: nameOf(r.uploaded_by, goneAuthor(r.uploader_role)),
    uploadedAt: r.uploaded_at.toISOString(),
    mine: r.uploaded_by === reader.id,
  }));
}

/** What a client's files hold together, in bytes (every layer: the quota is the client's). */
export async function usedBytesOf(db: Db | Tx, clientId: string): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT coalesce(sum(size), 0)::int AS n FROM client_files WHERE client_id = ${clientId}`.execute(db);
  return r.rows[0]!.n;
}

export async function fileRow(db: Db | Tx, fileId: string) {
  return t(db).selectFrom('client_files').selectAll().where('id', '=', fileId).executeTakeFirst();
}

/** Those of `fileIds` that are files of the client shared with them (what a conversation may show). */
export async function sharedFilesOf(
  db: Db | Tx,
  clientId: string,
  fileIds: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (fileIds.length === 0) return [];
  return t(db)
    .selectFrom('client_files')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('visibility', '=', 'shared')
    .where('id', 'in', [...fileIds])
    .execute();
}

/** The clients `uploaderId` uploaded a file for (their own data export asks). */
export const clientsWithFilesBy = (db: Db | Tx, uploaderId: string): Promise<string[]> =>
  distinctOf(t(db).selectFrom('client_files').where('uploaded_by', '=', uploaderId), 'client_id');
