import { useQuery } from '@tanstack/react-query';
import { formatCalendarDate } from '../../../../lib/german/format';
import { Card } from '../../../components/ui/Card';
import { DividedList } from '../../../components/ui/DividedList';
import { TextLink } from '../../../components/ui/Link';
import { overdueTasksQuery } from '../api/tasks';
import * as styles from './Tasks.css';

/** The coach's (or the office's) dashboard: open tasks past their day, the longest overdue first. */
export function OverdueTasksCard() {
  const { data: tasks = [] } = useQuery(overdueTasksQuery);
  return (
    <Card
      title="Überfällige Aufgaben"
      subtitle="Offene Aufgaben Ihrer Klienten, deren Fälligkeit vorbei ist."
      testId="overdue-tasks"
    >
      {tasks.length === 0 ? (
        <p className={styles.meta}>Keine überfälligen Aufgaben.</p>
      ) : (
        <DividedList aria-label="Überfällige Aufgaben">
          {tasks.map((t) => (
            <li key={t.id} className={styles.body}>
              <TextLink to="/tasks" search={{ client: t.clientId }}>
                {t.clientName}
              </TextLink>
              <span className={styles.title}>{t.title}</span>
              <span className={styles.meta}>fällig am {formatCalendarDate(t.dueOn!)}</span>
            </li>
          ))}
        </DividedList>
      )}
    </Card>
  );
}
