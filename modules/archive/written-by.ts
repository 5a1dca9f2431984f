import type { Db, Tx } from '../../server/db/kysely';
import { berlinWallClock } from '../../lib/german/time';
import { namesOf } from '../identity';
import type { Actor } from '../identity/contract';
import { clientsWithFilesBy, filesFor } from '../files';
import { clientsWithMessagesBy, conversationOf } from '../messages';
import { clientsWithNotesBy, notesFor, readerOf } from '../notes';
import { clientsWithTasksBy, tasksOf } from '../tasks';

/**
 * What an Accelerator or an admin wrote on clients (notes, tasks, files, messages), per client, for
 * their own data export (Art. 15): their words are their personal data too. Only on clients whose
 * circle they are in now (`readerOf`): a coach whose hours were handed over no longer reads that
 * client, and their export does not open it again. A client's own things are in their export already.
 */
export async function writtenBy(db: Db | Tx, person: Actor, exportedAt: Date) {
  if (person.role === 'user') return [];
  const ids = new Set([
    ...(await clientsWithNotesBy(db, person.id)),
    ...(await clientsWithTasksBy(db, person.id)),
    ...(await clientsWithFilesBy(db, person.id)),
    ...(await clientsWithMessagesBy(db, person.id)),
  ]);
  const nameOf = await namesOf(db, [...ids], 'Unbekannt');
  const today = berlinWallClock(exportedAt).date;
  const written = [];
  for (const clientId of ids) {
    const reader = await readerOf(db, person, clientId);
    if (!reader) continue;
    written.push({
      clientId,
      clientName: nameOf(clientId),
      notes: (await notesFor(db, reader, clientId)).filter((n) => n.authorId === person.id),
      tasks: (await tasksOf(db, clientId, today)).filter((t) => t.givenBy === person.id),
      files: (await filesFor(db, reader, clientId)).filter((f) => f.uploadedBy === person.id),
      messages: (await conversationOf(db, clientId, person.id, 100_000)).messages.filter((m) => m.mine),
    });
  }
  return written.sort((a, b) => a.clientName.localeCompare(b.clientName, 'de'));
}
