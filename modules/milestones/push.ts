import { adminPush, definePush, type PushRule } from '../../server/eventstore';
import { partnersOfClient } from '../packages';
import { milestoneKeys } from './contract';
import { planEventTypes, templateEventTypes, type PlanEvent } from './events';

/**
 * | event | audience | keys |
 * |---|---|---|
 * | template items saved, removed | admins | the template |
 * | MilestonePlanCreated | the client, admins, the client's partners | own milestones, the client's milestones |
 * | MilestoneCompleted | the same | the same, and the admins' activity feed (no dashboard tile counts milestones) |
 */
export const milestonesPush: PushRule[] = [
  adminPush(templateEventTypes, [milestoneKeys.template]),
  definePush<PlanEvent>({
    // The client, every admin, and the partners who hold hours in the client's packages.
    handles: planEventTypes,
    audience: async ({ data }, db) => [
      `user:${data.clientId}`,
      'role:admin',
      ...(await partnersOfClient(db, data.clientId)).map((p) => `user:${p}`),
    ],
    keys: (e) => [
      [...milestoneKeys.mine],
      [...milestoneKeys.ofUser(e.data.clientId)],
      ...(e.type === 'MilestoneCompleted' ? [['dashboard', 'activities']] : []),
    ],
  }),
];
