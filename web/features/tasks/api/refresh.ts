import { tasksKeys } from '../../../../modules/tasks/contract';
import { defineRefresh, ofClient } from '../../../realtime/refresh';

const taskEvents = ['TaskGiven', 'TaskDone', 'TaskReopened'] as const;

/** A client's tasks by the push's client; the overdue list on any tick (it spans clients). */
export const tasksRefresh = defineRefresh('tasks', [
  { family: tasksKeys.all, on: [...taskEvents, 'TaskReminded'], scope: ofClient },
  { family: tasksKeys.overdue, on: taskEvents },
]);
