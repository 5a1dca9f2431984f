import { createHash, randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { lockKeys } from '../../server/db/locks';
import { DomainError, runner, type EventMetadata } from '../../server/eventstore';
import { notFound } from '../../server/http/errors';
import type { Actor } from '../identity/contract';
import { meetingLink, requireReader, requireWriter } from '../notes';
import type { NoteVisibility } from '../notes/contract';
import { fileMessages } from './contract';
import { contentTypeOf } from './content-kind';
import { fileDecider } from './decide';
import { fileRow, filesFor, usedBytesOf } from './queries';
import { postgresFileStore } from './store';
import { zipSync } from 'fflate';

const run = runner(fileDecider);

/** What the client's files hold, read behind the client's quota lock (held until commit). */
async function usedBytesBehindLock(tx: Tx, clientId: string): Promise<number> {
  await lockKeys(tx, 'files-quota', [clientId]);
  return usedBytesOf(tx, clientId);
}

/** Keeps a file on a client: its facts in the log, its bytes beside it, in one transaction. Answers its id. */
export async function uploadFile(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  file: { name: string; bytes: Uint8Array; visibility: NoteVisibility; meetingId: string | null },
  meta: EventMetadata,
): Promise<{ id: string }> {
  const id = randomUUID();
  const contentType = await contentTypeOf(file.bytes, file.name);
  await run(
    ctx,
    id,
    async (tx, now) => ({
      type: 'Upload',
      clientId,
      uploader: await requireWriter(tx, actor, clientId),
      name: file.name,
      contentType,
      size: file.bytes.byteLength,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      visibility: file.visibility,
      ...(await meetingLink(tx, file.meetingId, clientId)),
      // Behind the client's quota lock until commit: uploads at once (two tabs, two instances) each
      // read the bytes the others kept, else each fitted alone and together they passed the quota.
      usedBytes: await usedBytesBehindLock(tx, clientId),
      now,
    }),
    meta,
    (tx) => postgresFileStore.put(tx, { id, clientId, bytes: file.bytes }),
  );
  return { id };
}

const fileMissing = () => notFound(fileMessages.notFound, 'FileNotFound');

/**
 * Who acts on a file, as its client's circle sees them, asked in the action's transaction
 * (`requireWriter`); a file that is gone or unseen is not found.
 */
async function actorOnFile(tx: Tx, actor: Actor, fileId: string) {
  const row = await fileRow(tx, fileId);
  const by = await requireWriter(tx, actor, row?.client_id ?? null, fileMissing);
  return { row: row!, by };
}

/** Deletes a file: its row goes, its bytes go in the same transaction; the log keeps that it was. */
export async function deleteFile(ctx: AppContext, actor: Actor, fileId: string, meta: EventMetadata): Promise<void> {
  await run(
    ctx,
    fileId,
    async (tx, now) => ({ type: 'Delete', by: (await actorOnFile(tx, actor, fileId)).by, now }),
    meta,
    (tx) => postgresFileStore.remove(tx, fileId),
  );
}

/** A file's bytes for a reader who may see it; the download is kept in the log (the audit counts it). */
export async function downloadFile(ctx: AppContext, actor: Actor, fileId: string, meta: EventMetadata) {
  let file: { name: string; content_type: string } | undefined;
  await run(
    ctx,
    fileId,
    async (tx, now) => {
      const { row, by } = await actorOnFile(tx, actor, fileId);
      file = row;
      return { type: 'Download', by, now };
    },
    meta,
  );
  const bytes = await postgresFileStore.get(ctx.db, fileId);
  if (!file || !bytes) throw fileMissing();
  return { name: file.name, contentType: file.content_type, bytes };
}

/**
 * The files a reader may see of a client, as one ZIP (the data export of Art. 15/20): each under its
 * name, a second of the same name numbered ('Angebot (2).pdf'). Each file in it is a download in the
 * log (`FileDownloaded`, as one fetched alone), so the audit counts the ZIP too: it logged nothing
 * before, and a whole client's files left unseen. A file deleted meanwhile is left out.
 */
export async function filesZip(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  meta: EventMetadata,
): Promise<Uint8Array> {
  const reader = await requireReader(ctx.db, actor, clientId);
  const entries: Record<string, Uint8Array> = {};
  const taken = new Set<string>();
  for (const file of await filesFor(ctx.db, reader, clientId)) {
    if (!(await downloaded(ctx, actor, clientId, file.id, meta))) continue;
    const bytes = await postgresFileStore.get(ctx.db, file.id);
    if (!bytes) continue;
    entries[uniqueName(taken, file.name)] = bytes;
  }
  return zipSync(entries, { level: 6 });
}

/**
 * The download of one file of the ZIP, logged, the circle asked in its transaction as for one file
 * alone; false when it is gone (or hidden) by now. A client who left meanwhile ends the ZIP (404).
 */
async function downloaded(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  fileId: string,
  meta: EventMetadata,
): Promise<boolean> {
  try {
    await run(
      ctx,
      fileId,
      async (tx, now) => ({ type: 'Download', by: await requireWriter(tx, actor, clientId), now }),
      meta,
    );
    return true;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'FileNotFound') return false;
    throw err;
  }
}

/**
 * Names as the folders of Windows and macOS compare them, where the ZIP is unpacked: without case,
 * an umlaut composed or not the same ('Angebot.pdf' and 'ANGEBOT.PDF' were one file there).
 */
const folded = (name: string) => name.normalize('NFC').toLowerCase();

function uniqueName(taken: Set<string>, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, ending] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(folded(candidate)); n++) candidate = `${stem} (${n})${ending}`;
  taken.add(folded(candidate));
  return candidate;
}
