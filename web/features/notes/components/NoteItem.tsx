import { useMutation } from '@tanstack/react-query';
import { formatDateTime } from '../../../../lib/german/format';
import {
  editNoteRequest,
  noteMessages,
  notesKeys,
  noteVisibilityTags,
  type Note,
} from '../../../../modules/notes/contract';
import { writeMeta } from '../../../api/query-meta';
import { FormDialogButton } from '../../../components/form/FormDialogButton';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { StatusPill, type PillTone } from '../../../components/ui/StatusPill';
import { deleteNote, editNote } from '../api/notes';
import { NoteFields, type NoteValues } from './NoteFields';
import * as styles from './Notes.css';

const tones: Record<Note['visibility'], PillTone> = { private: 'neutral', team: 'info', shared: 'success' };

/** One note: who wrote it and when, its layer, its text; its author may change or delete it. */
export function NoteItem({ note, isClient }: { note: Note; isClient: boolean }) {
  const edited = note.updatedAt !== note.createdAt;
  return (
    <li className={styles.note} data-testid="note">
      <div className={styles.meta}>
        <span className={styles.author}>{note.mine ? 'Sie' : note.authorName}</span>
        <span>{formatDateTime(note.createdAt)}</span>
        {edited ? <span>(geändert {formatDateTime(note.updatedAt)})</span> : null}
        {note.source === 'meeting' ? <span>Zusammenfassung eines Meetings</span> : null}
        {note.source === 'note' && note.meetingId ? <span>zu einem Meeting</span> : null}
        <StatusPill tone={tones[note.visibility]} status={note.visibility}>
          {noteVisibilityTags[note.visibility]}
        </StatusPill>
      </div>
      <p className={styles.text}>{note.text}</p>
      {note.mine ? (
        <div className={styles.actions}>
          <EditNoteButton note={note} isClient={isClient} />
          <DeleteNoteButton note={note} />
        </div>
      ) : null}
    </li>
  );
}

function EditNoteButton({ note, isClient }: { note: Note; isClient: boolean }) {
  const start: NoteValues = { text: note.text, visibility: note.visibility };
  const { form, dialog } = useDialogForm(editNoteRequest, start, {
    run: (values: NoteValues) => editNote(note, values),
    // A 409 says someone saved in between: the list reloads with their version.
    meta: writeMeta(noteMessages.saved, noteMessages.saveFailed, [notesKeys.ofClient(note.clientId)]),
  });
  return (
    <FormDialogButton label="Bearbeiten" title="Notiz bearbeiten" {...dialog} confirmLabel="Speichern">
      <NoteFields form={form} isClient={isClient} />
    </FormDialogButton>
  );
}

function DeleteNoteButton({ note }: { note: Note }) {
  const remove = useMutation({
    mutationFn: () => deleteNote(note),
    meta: writeMeta(noteMessages.deleted, noteMessages.deleteFailed, [notesKeys.ofClient(note.clientId)]),
  });
  return (
    <ConfirmButton label="Löschen" title="Notiz löschen?" confirmLabel="Löschen" confirmVariant="danger" runs={remove}>
      <p>Die Notiz verschwindet für alle, die sie sehen durften.</p>
    </ConfirmButton>
  );
}
