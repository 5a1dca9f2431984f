import { useSuspenseQuery } from '@tanstack/react-query';
import { taskMessages } from '../../../../modules/tasks/contract';
import { ClientSection, ofMeeting, type ClientSectionProps } from '../../../components/ui/ClientSection';
import { Card } from '../../../components/ui/Card';
import { ListOrEmpty } from '../../../components/ui/ListOrEmpty';
import { clientTasksQuery } from '../api/tasks';
import { GiveTaskCard } from './GiveTaskCard';
import { TaskItem } from './TaskItem';

/** A client's tasks, open ones first; coaches and the office also give new ones. */
export function ClientTasks(props: ClientSectionProps) {
  return (
    <ClientSection
      clientId={props.clientId}
      form={props.isClient ? null : <GiveTaskCard clientId={props.clientId} meetingId={props.meetingId} />}
      loadFailed={taskMessages.loadFailed}
    >
      <TaskList {...props} />
    </ClientSection>
  );
}

function TaskList({ clientId, isClient, meetingId }: ClientSectionProps) {
  const { data } = useSuspenseQuery(clientTasksQuery(clientId));
  const tasks = ofMeeting(data, meetingId);
  const open = tasks.filter((t) => !t.done).length;
  return (
    <Card
      title={meetingId ? 'Aufgaben aus diesem Meeting' : 'Aufgaben'}
      subtitle={tasks.length ? `${open} offen, ${tasks.length - open} erledigt` : undefined}
      testId="tasks"
    >
      <ListOrEmpty
        items={tasks}
        label="Aufgaben"
        emptyTitle="Keine Aufgaben"
        emptyText={
          meetingId
            ? 'Aus diesem Meeting gibt es keine Aufgaben.'
            : isClient
              ? 'Aufgaben aus Ihrem Coaching erscheinen hier; Sie haken sie ab, wenn sie erledigt sind.'
              : 'Aufgaben, die Sie diesem Klienten stellen, erscheinen hier.'
        }
      >
        {(t) => <TaskItem task={t} />}
      </ListOrEmpty>
    </Card>
  );
}
