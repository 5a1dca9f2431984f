import { definePush, type PushRule } from '../../server/eventstore';
import { coachesOfClient } from '../packages';
import { taskEventTypes, type TaskEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | TaskGiven, TaskDone, TaskReopened, TaskReminded | the client, their Acceleratoren (now or before), admins | the client |
 */
export const tasksPush: PushRule[] = [
  definePush<TaskEvent>({
    handles: taskEventTypes,
    audience: async ({ data }, db) => [
      `user:${data.clientId}`,
      'role:admin',
      ...(await coachesOfClient(db, data.clientId)).map((p) => `user:${p}`),
    ],
    ids: (e) => ({ clientId: e.data.clientId }),
  }),
];
