import type { Db, Tx } from '../../server/db/kysely';
import { lockPeople } from '../../server/db/locks';
import { notFound } from '../../server/http/errors';
import { findUserById } from '../identity';
import type { Actor } from '../identity/contract';
import { coachedPackagesOf, coachesClient } from '../packages';
import { noteMessages } from './contract';
import type { Reader } from './decide';

/**
 * What the signed-in person is to a client, or null: the client themself, an Accelerator who coaches
 * or coached them (allocated to a package the client accepted or that was activated: `coachesClient`),
 * or the office. What a client keeps between sessions (notes, tasks, files, messages) is read by this
 * circle only.
 */
export async function readerOf(db: Db | Tx, actor: Actor, clientId: string): Promise<Reader | null> {
  const client = await findUserById(db, clientId);
  if (!client || client.role !== 'user') return null;
  if (actor.role === 'admin') return { id: actor.id, role: 'office' };
  if (actor.role === 'user') return actor.id === clientId ? { id: actor.id, role: 'client' } : null;
  if (actor.role === 'partner' && (await coachesClient(db, actor.id, clientId))) return { id: actor.id, role: 'coach' };
  return null;
}

/**
 * The 404 that routes on a client's things (notes, tasks, files) document: `requireReader` answers
 * it for an unknown client and for one outside the reader's circle alike.
 */
export const outsideCircle = { 404: 'Klient nicht gefunden (oder nicht im Kreis des Klienten)' };

/** Like `readerOf`, but outside the circle the client is not found (404): a stranger learns nothing. */
export async function requireReader(db: Db | Tx, actor: Actor, clientId: string): Promise<Reader> {
  const reader = await readerOf(db, actor, clientId);
  if (!reader) throw notFound(noteMessages.clientNotFound, 'CLIENT_NOT_FOUND');
  return reader;
}

/**
 * Who writes on a client's things, asked inside the write's transaction behind the person locks of
 * the client and of the writer: the client's account deletion takes the client's, a coach's
 * hand-over (and an Accelerator's removal) the coach's. A write at that moment commits first (and
 * is erased with the account, or was made while the coach was still in the circle) or waits and then
 * finds the client gone or the coach outside. The one mechanism for new things (a note, task, file,
 * message, read mark) and for changes to them (an edit, a tick, a deletion, a download, a completed
 * milestone); before, a change asked the circle ahead of its transaction and was logged after the
 * client's deletion or the coach's hand-over (`server/privacy/circle-changes.int.test.ts`).
 */
export async function writerOf(tx: Tx, actor: Actor, clientId: string): Promise<Reader | null> {
  // Both in one sorted step (`lockPeople`), as a meeting's planning takes its partner and client.
  await lockPeople(tx, [clientId, actor.id]);
  return readerOf(tx, actor, clientId);
}

const clientMissing = () => notFound(noteMessages.clientNotFound, 'CLIENT_NOT_FOUND');

/**
 * `writerOf`, or `missing` (the client's 404 unless the thing's own): outside the circle, for a
 * client who is gone, and for a thing whose client is not known (`clientId` null: gone or never).
 */
export async function requireWriter(
  tx: Tx,
  actor: Actor,
  clientId: string | null,
  missing: () => Error = clientMissing,
): Promise<Reader> {
  const writer = clientId ? await writerOf(tx, actor, clientId) : null;
  if (!writer) throw missing();
  return writer;
}

/**
 * The clients an Accelerator coaches now, for the lists across them (overdue tasks, unread messages):
 * packages' `coachedPackagesOf` (a pending or active package with their hours that the client
 * accepted or that was activated). An offer not yet accepted opens no circle: its coach saw the
 * client's task titles and unread counts before.
 */
export async function currentClientsOf(db: Db | Tx, partnerId: string): Promise<string[]> {
  return [...new Set((await coachedPackagesOf(db, partnerId)).map((c) => c.clientId))];
}
