import type { PushRule, StoredEvent } from '../../server/eventstore';
import { partnersOfClient } from '../packages';
import { milestoneKeys } from './contract';
import { planEventTypes, templateEventTypes } from './events';

const clientOf = (e: StoredEvent) => (e.data as { clientId: string }).clientId;

export const milestonesPush: PushRule[] = [
  { handles: templateEventTypes, audience: () => ['role:admin'], keys: () => [[...milestoneKeys.template]] },
  {
    // The client, every admin, and the partners who hold hours in the client's packages.
    handles: planEventTypes,
    audience: async (e, db) => [`user:${clientOf(e)}`, 'role:admin', ...(await partnersOfClient(db, clientOf(e))).map((p) => `user:${p}`)],
    keys: (e) => [[...milestoneKeys.mine], [...milestoneKeys.ofUser(clientOf(e))], ['dashboard']],
  },
];
