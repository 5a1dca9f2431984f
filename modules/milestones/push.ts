import { adminPush, clientPush, type PushRule } from '../../server/eventstore';
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
  clientPush<PlanEvent>(planEventTypes, partnersOfClient),
];
