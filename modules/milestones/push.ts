import { definePush, type PushRule } from '../../server/eventstore';
import { partnersOfClient } from '../packages';
import { milestoneKeys } from './contract';
import { planEventTypes, templateEventTypes, type PlanEvent } from './events';

export const milestonesPush: PushRule[] = [
  { handles: templateEventTypes, audience: () => ['role:admin'], keys: () => [[...milestoneKeys.template]] },
  definePush<PlanEvent>({
    // The client, every admin, and the partners who hold hours in the client's packages.
    handles: planEventTypes,
    audience: async ({ data }, db) => [
      `user:${data.clientId}`,
      'role:admin',
      ...(await partnersOfClient(db, data.clientId)).map((p) => `user:${p}`),
    ],
    keys: ({ data }) => [[...milestoneKeys.mine], [...milestoneKeys.ofUser(data.clientId)], ['dashboard']],
  }),
];
