import { useSuspenseQuery } from '@tanstack/react-query';
import { noteMessages } from '../../../../modules/notes/contract';
import { ClientSection, ofMeeting, type ClientSectionProps } from '../../../components/ui/ClientSection';
import { Card } from '../../../components/ui/Card';
import { ListOrEmpty } from '../../../components/ui/ListOrEmpty';
import { clientNotesQuery } from '../api/notes';
import { NoteItem } from './NoteItem';
import { WriteNoteCard } from './WriteNoteCard';

/** A client's notes as the signed-in person may read them, and a form for a new one. */
export function ClientNotes(props: ClientSectionProps) {
  return (
    <ClientSection clientId={props.clientId} form={<WriteNoteCard {...props} />} loadFailed={noteMessages.loadFailed}>
      <NoteList {...props} />
    </ClientSection>
  );
}

function NoteList({ clientId, isClient, meetingId }: ClientSectionProps) {
  const { data } = useSuspenseQuery(clientNotesQuery(clientId));
  const notes = ofMeeting(data, meetingId);
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
