import { tablesOf } from '../../server/db/kysely';
import { streamTable } from '../../server/eventstore';
import type { TaskEvent } from './events';
import type { TasksTables } from './tables';

/** Each task's row, as of its stream's version. */
const tasks = streamTable(tablesOf<TasksTables>, 'client_tasks', 'id');

/** `client_tasks`: every task given, open or done. */
export const tasksProjection = tasks.projection<TaskEvent>('tasks.tasks', {
  TaskGiven: (rows, e) =>
    rows.insert({
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
  TaskDone: (rows, e) => rows.update(e.data.taskId, { done: true, done_at: new Date(e.data.at), done_by: e.data.by }),
  TaskReopened: (rows, e) => rows.update(e.data.taskId, { done: false, done_at: null, done_by: null }),
  TaskReminded: (rows, e) => rows.update(e.data.taskId, { reminded: true }),
});
