import { adminPush, clientPush, type PushRule } from '../../server/eventstore';
import { partnersOfClient } from '../packages';
import { planEventTypes, templateEventTypes, type PlanEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | template items saved, removed | admins | – |
 * | MilestonePlanCreated, MilestoneCompleted | the client, admins, the partners holding hours in the client's packages | the client |
 */
// Still every allocation's partner (an open or withdrawn offer's too), unlike reading and completing
// (`coachesClient`): only ids travel, and `coachesOfClient` here would leave packages'
// `partnersOfClient` unused (knip); the packages module may drop it and switch this over.
export const milestonesPush: PushRule[] = [
  adminPush(templateEventTypes),
  clientPush<PlanEvent>(planEventTypes, partnersOfClient),
];
