import { useState } from 'react';
import { SectionTabs } from '../../../components/ui/SectionTabs';
import { ClientFiles } from '../../files';
import { ClientNotes } from '../../notes';
import { ClientTasks } from '../../tasks';

export interface BetweenProps {
  clientId: string;
  /** The signed-in person is this client (their shared layer only, no tasks to give). */
  isClient: boolean;
  /** Only what belongs to this meeting; what is written here is tied to it. */
  meetingId?: string;
}

/** Notes, tasks and files of one client (or one of their meetings) in three tabs. */
export function BetweenTabs(props: BetweenProps) {
  const [tab, setTab] = useState('notes');
  return (
    <SectionTabs
      label={props.meetingId ? 'Zu diesem Meeting' : 'Zwischen den Sitzungen'}
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'notes', label: 'Notizen', content: <ClientNotes {...props} /> },
        { id: 'tasks', label: 'Aufgaben', content: <ClientTasks {...props} /> },
        { id: 'files', label: 'Dateien', content: <ClientFiles {...props} /> },
      ]}
    />
  );
}
