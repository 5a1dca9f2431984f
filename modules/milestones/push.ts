import { adminPush, clientPush, type PushRule } from '../../server/eventstore';
import { coachesOfClient } from '../packages';
import { planEventTypes, templateEventTypes, type PlanEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | template items saved, removed | admins | – |
 * | MilestonePlanCreated, MilestoneCompleted | the client, admins, the client's coaches (`coachesOfClient`) | the client |
 */
// The coaches are those who read and complete the plan (`coachesClient`, the circle of notes, tasks,
// files and messages): the Accelerator of an offer the client never took hears nothing of it.
export const milestonesPush: PushRule[] = [
  adminPush(templateEventTypes),
  clientPush<PlanEvent>(planEventTypes, coachesOfClient),
];
