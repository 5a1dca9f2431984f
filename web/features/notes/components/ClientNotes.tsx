import { useSuspenseQuery } from '@tanstack/react-query';
import { noteMessages } from '../../../../modules/notes/contract';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { Card } from '../../../components/ui/Card';
import { ListOrEmpty } from '../../../components/ui/ListOrEmpty';
import { clientNotesQuery } from '../api/notes';
import { NoteItem } from './NoteItem';
import { WriteNoteCard } from './WriteNoteCard';

interface ClientNotesProps {
  clientId: string;
  isClient: boolean;
  /** Only the notes of this meeting (its summary among them); a new note is written to it. */
  meetingId?: string;
}

/** A client's notes as the signed-in person may read them, and a form for a new one. */
export function ClientNotes(props: ClientNotesProps) {
  return (
    <>
      <WriteNoteCard {...props} />
      <QueryBoundary key={props.clientId} message={noteMessages.loadFailed}>
        <NoteList {...props} />
      </QueryBoundary>
    </>
  );
}

function NoteList({ clientId, isClient, meetingId }: ClientNotesProps) {
  const { data } = useSuspenseQuery(clientNotesQuery(clientId));
  const notes = meetingId ? data.filter((n) => n.meetingId === meetingId) : data;
  return (
    <Card title={meetingId ? 'Notizen zu diesem Meeting' : 'Notizen'} testId="notes">
      <ListOrEmpty
        items={notes}
        label="Notizen"
        emptyTitle="Noch keine Notizen"
        emptyText={
          meetingId
            ? 'Zu diesem Meeting gibt es noch keine Notizen, die Sie sehen dürfen.'
            : isClient
              ? 'Hier erscheinen Ihre Notizen, die mit Ihnen geteilten und die Zusammenfassungen Ihrer Meetings.'
              : 'Hier erscheinen die Notizen zu diesem Klienten und die Zusammenfassungen seiner Meetings.'
        }
      >
        {(n) => <NoteItem note={n} isClient={isClient} />}
      </ListOrEmpty>
    </Card>
  );
}
