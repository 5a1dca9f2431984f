import { useMutation } from '@tanstack/react-query';
import { notesKeys, noteMessages, writeNoteRequest } from '../../../../modules/notes/contract';
import { writeMeta } from '../../../api/query-meta';
import { submitForm } from '../../../components/form/use-app-form';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { SubmitRow } from '../../../components/form/SubmitRow';
import { Card } from '../../../components/ui/Card';
import type { ClientSectionProps } from '../../../components/ui/ClientSection';
import { writeNote } from '../api/notes';
import { NoteFields, type NoteValues } from './NoteFields';
import * as styles from './Notes.css';

/** 'Neue Notiz': the text and who sees it; a client's notes start shared, the team's within the team. */
export function WriteNoteCard({ clientId, isClient, meetingId }: ClientSectionProps) {
  const empty: NoteValues = { text: '', visibility: isClient ? 'shared' : 'team' };
  const write = useMutation({
    mutationFn: (values: NoteValues) => writeNote(clientId, { ...values, meetingId: meetingId ?? null }),
    meta: writeMeta(noteMessages.saved, noteMessages.saveFailed, [notesKeys.ofClient(clientId)]),
    onSuccess: () => form.reset(),
  });
  const form = useSchemaForm(writeNoteRequest, empty, (values) => write.mutate(values));
  return (
    <Card
      title="Neue Notiz"
      subtitle={
        isClient
          ? 'Halten Sie fest, was Sie sich vornehmen. Geteilte Notizen sieht auch Ihr Team.'
          : 'Was zwischen den Sitzungen wichtig ist. Sie wählen, wer die Notiz sehen darf.'
      }
      testId="write-note"
    >
      <form className={styles.form} onSubmit={submitForm(form)} noValidate aria-label="Neue Notiz">
        <NoteFields form={form} isClient={isClient} />
        <SubmitRow isPending={write.isPending}>Notiz speichern</SubmitRow>
      </form>
    </Card>
  );
}
