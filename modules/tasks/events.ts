import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';
import type { CircleRole } from '../notes/contract';

/** The circle gives tasks but the client, who gets them (`ClientGivesNoTask`). */
export type TaskGiverRole = Exclude<CircleRole, 'client'>;

/** `giverRole`: what the giver was to the client (a coach or the office). */
export type TaskGiven = NewEvent<
  'TaskGiven',
  {
    taskId: string;
    clientId: string;
    givenBy: string;
    giverRole: TaskGiverRole;
    title: string;
    details: string | null;
    dueOn: string | null;
    meetingId: string | null;
    at: string;
  }
>;
export type TaskDone = NewEvent<'TaskDone', { taskId: string; clientId: string; by: string; at: string }>;
export type TaskReopened = NewEvent<'TaskReopened', { taskId: string; clientId: string; by: string; at: string }>;
/** The reminder on the due morning went out (once). */
export type TaskReminded = NewEvent<'TaskReminded', { taskId: string; clientId: string; at: string }>;
export type TaskEvent = TaskGiven | TaskDone | TaskReopened | TaskReminded;

export const taskEventTypes = allOf<TaskEvent['type']>({
  TaskGiven: true,
  TaskDone: true,
  TaskReopened: true,
  TaskReminded: true,
});

/** One stream per task (stream id = the task's id). */
export const taskStreams = aggregateStreams('tasks', 'task');
