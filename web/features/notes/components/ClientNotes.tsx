import { useSuspenseQuery } from '@tanstack/react-query';
import { noteMessages } from '../../../../modules/notes/contract';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { Card } from '../../../components/ui/Card';
import { DividedList } from '../../../components/ui/DividedList';
import { EmptyState } from '../../../components/ui/Page';
import { clientNotesQuery } from '../api/notes';
import { NoteItem } from './NoteItem';
import { WriteNoteCard } from './WriteNoteCard';

/** A client's notes as the signed-in person may read them, and a form for a new one. */
export function ClientNotes({ clientId, isClient }: { clientId: string; isClient: boolean }) {
  return (
    <>
      <WriteNoteCard clientId={clientId} isClient={isClient} />
      <QueryBoundary key={clientId} message={noteMessages.loadFailed}>
        <NoteList clientId={clientId} isClient={isClient} />
      </QueryBoundary>
    </>
  );
}

function NoteList({ clientId, isClient }: { clientId: string; isClient: boolean }) {
  const { data: notes } = useSuspenseQuery(clientNotesQuery(clientId));
  return (
    <Card title="Notizen" testId="notes">
      {notes.length === 0 ? (
        <EmptyState title="Noch keine Notizen">
          {isClient
            ? 'Hier erscheinen Ihre Notizen, die mit Ihnen geteilten und die Zusammenfassungen Ihrer Meetings.'
            : 'Hier erscheinen die Notizen zu diesem Klienten und die Zusammenfassungen seiner Meetings.'}
        </EmptyState>
      ) : (
        <DividedList aria-label="Notizen">
          {notes.map((n) => (
            <NoteItem key={n.id} note={n} isClient={isClient} />
          ))}
        </DividedList>
      )}
    </Card>
  );
}
