import { clientPush, type PushRule } from '../../server/eventstore';
import { coachesOfClient } from '../packages';
import { taskEventTypes, type TaskEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | TaskGiven, TaskDone, TaskReopened, TaskReminded | the client, their Acceleratoren (now or before), admins | the client |
 */
export const tasksPush: PushRule[] = [clientPush<TaskEvent>(taskEventTypes, coachesOfClient)];
