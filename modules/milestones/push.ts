import { adminPush, definePush, type PushRule } from '../../server/eventstore';
import { partnersOfClient } from '../packages';
import { planEventTypes, templateEventTypes, type PlanEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | template items saved, removed | admins | – |
 * | MilestonePlanCreated, MilestoneCompleted | the client, admins, the partners holding hours in the client's packages | the client |
 */
export const milestonesPush: PushRule[] = [
  adminPush(templateEventTypes),
  definePush<PlanEvent>({
    handles: planEventTypes,
    audience: async ({ data }, db) => [
      `user:${data.clientId}`,
      'role:admin',
      ...(await partnersOfClient(db, data.clientId)).map((p) => `user:${p}`),
    ],
    ids: (e) => ({ clientId: e.data.clientId }),
  }),
];
