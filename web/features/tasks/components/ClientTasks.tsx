import { useSuspenseQuery } from '@tanstack/react-query';
import { taskMessages } from '../../../../modules/tasks/contract';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { Card } from '../../../components/ui/Card';
import { DividedList } from '../../../components/ui/DividedList';
import { EmptyState } from '../../../components/ui/Page';
import { clientTasksQuery } from '../api/tasks';
import { GiveTaskCard } from './GiveTaskCard';
import { TaskItem } from './TaskItem';

/** A client's tasks, open ones first; coaches and the office also give new ones. */
export function ClientTasks({ clientId, isClient }: { clientId: string; isClient: boolean }) {
  return (
    <>
      {isClient ? null : <GiveTaskCard clientId={clientId} />}
      <QueryBoundary key={clientId} message={taskMessages.loadFailed}>
        <TaskList clientId={clientId} isClient={isClient} />
      </QueryBoundary>
    </>
  );
}

function TaskList({ clientId, isClient }: { clientId: string; isClient: boolean }) {
  const { data: tasks } = useSuspenseQuery(clientTasksQuery(clientId));
  const open = tasks.filter((t) => !t.done).length;
  return (
    <Card
      title="Aufgaben"
      subtitle={tasks.length ? `${open} offen, ${tasks.length - open} erledigt` : undefined}
      testId="tasks"
    >
      {tasks.length === 0 ? (
        <EmptyState title="Keine Aufgaben">
          {isClient
            ? 'Aufgaben aus Ihrem Coaching erscheinen hier; Sie haken sie ab, wenn sie erledigt sind.'
            : 'Aufgaben, die Sie diesem Klienten stellen, erscheinen hier.'}
        </EmptyState>
      ) : (
        <DividedList aria-label="Aufgaben">
          {tasks.map((t) => (
            <TaskItem key={t.id} task={t} />
          ))}
        </DividedList>
      )}
    </Card>
  );
}
