import { tablesOf } from '../../server/db/kysely';
import { projectionByType, rowsAt } from '../../server/eventstore';
import type { TaskEvent } from './events';
import type { TasksTables } from './tables';

/** A task's row, written as of the event's stream version. */
const tasksAt = rowsAt(tablesOf<TasksTables>, 'client_tasks', 'id');

/** `client_tasks`: every task given, open or done. */
export const tasksProjection = projectionByType<TaskEvent>({
  name: 'tasks.tasks',
  tables: ['client_tasks'],
  on: {
    TaskGiven: (tx, e) =>
      tasksAt(tx, e).insert({
        id: e.data.taskId,
        client_id: e.data.clientId,
        given_by: e.data.givenBy,
        giver_role: e.data.giverRole,
        title: e.data.title,
        details: e.data.details,
        due_on: e.data.dueOn,
        meeting_id: e.data.meetingId,
        given_at: new Date(e.data.at),
        done: false,
        done_at: null,
        done_by: null,
        reminded: false,
        version: e.version,
      }),
    TaskDone: (tx, e) =>
      tasksAt(tx, e).update(e.data.taskId, { done: true, done_at: new Date(e.data.at), done_by: e.data.by }),
    TaskReopened: (tx, e) => tasksAt(tx, e).update(e.data.taskId, { done: false, done_at: null, done_by: null }),
    TaskReminded: (tx, e) => tasksAt(tx, e).update(e.data.taskId, { reminded: true }),
  },
});
