import { adminPush, clientPush, type PushRule } from '../../server/eventstore';
import { coachesOfClient } from '../packages';
import { planEventTypes, templateEventTypes, type PlanEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | template items saved, removed | admins | – |
 * | MilestonePlanCreated, MilestoneCompleted | the client, admins, the client's Acceleratoren (`coachesOfClient`: accepted or activated packages) | the client |
 */
export const milestonesPush: PushRule[] = [
  adminPush(templateEventTypes),
  clientPush<PlanEvent>(planEventTypes, coachesOfClient),
];
