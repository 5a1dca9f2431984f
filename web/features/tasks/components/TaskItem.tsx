import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarDate, formatDateTime } from '../../../../lib/german/format';
import { taskMessages, tasksKeys, type Task } from '../../../../modules/tasks/contract';
import { writeMeta } from '../../../api/query-meta';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { StatusPill } from '../../../components/ui/StatusPill';
import { tickTask } from '../api/tasks';
import * as styles from './Tasks.css';

/** One task: its checkbox (named by the title), who gave it, when it is due, and its details. */
export function TaskItem({ task }: { task: Task }) {
  const tick = useMutation({
    mutationFn: (done: boolean) => tickTask(task, done),
    meta: writeMeta(task.done ? taskMessages.reopened : taskMessages.done, taskMessages.tickFailed, [
      tasksKeys.ofClient(task.clientId),
      tasksKeys.overdue,
    ]),
  });
  // The tick shows at once and stays until the list brings the server's state (a failure's toast
  // says why and the tick goes back); `from` ties the wish to the state it was made on.
  const [wish, setWish] = useState<{ value: boolean; from: boolean } | null>(null);
  const done = wish && wish.from === task.done && !tick.isError ? wish.value : task.done;
  return (
    <li className={styles.task} data-testid="task" data-state={task.done ? 'done' : 'open'}>
      <div className={styles.body}>
        <CheckboxField
          isSelected={done}
          isDisabled={tick.isPending}
          onChange={(value) => {
            setWish({ value, from: task.done });
            tick.mutate(value);
          }}
        >
          <span className={done ? styles.doneTitle : styles.title}>{task.title}</span>
        </CheckboxField>
        {task.details ? <p className={styles.details}>{task.details}</p> : null}
        <div className={styles.meta}>
          <span>von {task.givenByName}</span>
          {task.dueOn ? <span>fällig am {formatCalendarDate(task.dueOn)}</span> : null}
          {task.overdue ? (
            <StatusPill tone="danger" status="overdue">
              Überfällig
            </StatusPill>
          ) : null}
          {task.done && task.doneAt ? (
            <span>
              erledigt {formatDateTime(task.doneAt)}
              {task.doneByName ? ` von ${task.doneByName}` : ''}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
