import { definePush, type PushRule } from '../../server/eventstore';
import { coachesOfClient } from '../packages';
import type { NoteVisibility } from './contract';
import { noteEventTypes, type NoteEvent } from './events';

/** The rooms that may read a note of these layers: its author always, the team from 'team', the client at 'shared'. */
export function roomsOf(note: { clientId: string; authorId: string }, coaches: string[], layers: NoteVisibility[]) {
  const rooms = new Set([`user:${note.authorId}`]);
  if (layers.some((l) => l !== 'private')) {
    rooms.add('role:admin');
    for (const p of coaches) rooms.add(`user:${p}`);
  }
  if (layers.includes('shared')) rooms.add(`user:${note.clientId}`);
  return [...rooms];
}

/**
 * | event | audience | ids |
 * |---|---|---|
 * | NoteWritten, NoteEdited, NoteDeleted | who may read the note (before and after an edit): the author; the client's Acceleratoren and the admins from 'team'; the client at 'shared' | the client |
 */
export const notesPush: PushRule[] = [
  definePush<NoteEvent>({
    handles: noteEventTypes,
    audience: async ({ data }, db) =>
      roomsOf(data, await coachesOfClient(db, data.clientId), [
        data.visibility,
        ...('previousVisibility' in data ? [data.previousVisibility] : []),
      ]),
    ids: (e) => ({ clientId: e.data.clientId }),
  }),
];
