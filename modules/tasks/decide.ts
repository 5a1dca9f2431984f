import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { Reader } from '../notes';
import { taskStreams, type TaskEvent } from './events';

interface TaskState {
  status: 'none' | 'open' | 'done';
  clientId: string | null;
  dueOn: string | null;
  reminded: boolean;
}
const initialTaskState = (): TaskState => ({ status: 'none', clientId: null, dueOn: null, reminded: false });

function evolveTask(state: TaskState, e: TaskEvent): TaskState {
  switch (e.type) {
    case 'TaskGiven':
      return { status: 'open', clientId: e.data.clientId, dueOn: e.data.dueOn, reminded: false };
    case 'TaskDone':
      return { ...state, status: 'done' };
    case 'TaskReopened':
      return { ...state, status: 'open' };
    case 'TaskReminded':
      return { ...state, reminded: true };
    default:
      return unreachable(e);
  }
}

export type TaskCommand =
  | {
      type: 'GiveTask';
      clientId: string;
      giver: Reader;
      title: string;
      details: string | null;
      dueOn: string | null;
      meetingId: string | null;
      /** read by the handler: whether `meetingId` names a meeting of this client */
      meetingOfClient: boolean;
      /** the Berlin calendar day of `now` (YYYY-MM-DD) */
      today: string;
      now: Date;
    }
  | { type: 'MarkDone'; by: Reader; now: Date }
  | { type: 'Reopen'; by: Reader; now: Date }
  | { type: 'SendReminder'; today: string; now: Date };

export type TaskError =
  | 'TaskExists'
  | 'TaskNotFound'
  | 'ClientGivesNoTask'
  | 'DueInPast'
  | 'MeetingOfOtherClient'
  | 'AlreadyDone'
  | 'NotDone'
  | 'NotDue';

function decideTask(command: TaskCommand, state: TaskState, taskId: string): TaskEvent[] | TaskError {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'GiveTask': {
      if (state.status !== 'none') return 'TaskExists';
      const { clientId, giver, title, details, dueOn, meetingId } = command;
      const giverRole = giver.role;
      // A client's own to-dos are notes: tasks come from their coach or the office.
      if (giverRole === 'client') return 'ClientGivesNoTask';
      // ISO days compare as text.
      if (command.dueOn !== null && command.dueOn < command.today) return 'DueInPast';
      if (command.meetingId && !command.meetingOfClient) return 'MeetingOfOtherClient';
      return [
        {
          type: 'TaskGiven',
          data: { taskId, clientId, givenBy: giver.id, giverRole, title, details, dueOn, meetingId, at },
        },
      ];
    }
    // Anyone of the client's circle ticks a task off or reopens it (the client mostly); who did is kept.
    case 'MarkDone':
      if (state.status === 'none') return 'TaskNotFound';
      if (state.status === 'done') return 'AlreadyDone';
      return [{ type: 'TaskDone', data: { taskId, clientId: state.clientId!, by: command.by.id, at } }];
    case 'Reopen':
      if (state.status === 'none') return 'TaskNotFound';
      if (state.status === 'open') return 'NotDone';
      return [{ type: 'TaskReopened', data: { taskId, clientId: state.clientId!, by: command.by.id, at } }];
    // One reminder, on the due day (Berlin), while the task is open.
    case 'SendReminder':
      if (state.status !== 'open' || state.reminded || state.dueOn !== command.today) return 'NotDue';
      return [{ type: 'TaskReminded', data: { taskId, clientId: state.clientId!, at } }];
    default:
      return unreachable(command);
  }
}

/** A task (stream id = the task's id), for the command kernel. */
export const taskDecider = defineDecider(taskStreams, initialTaskState, evolveTask, decideTask);
