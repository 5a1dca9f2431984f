import { milestoneKeys } from '../../../../modules/milestones/contract';
import { defineRefresh, ofClient } from '../../../realtime/refresh';

/** The client's own milestones, a client's milestones (admins, their partners), the template. */
export const milestonesRefresh = defineRefresh('milestones', [
  { family: milestoneKeys.mine, on: ['MilestonePlanCreated', 'MilestoneCompleted'] },
  { family: ['milestones', 'user'], on: ['MilestonePlanCreated', 'MilestoneCompleted'], scope: ofClient },
  { family: milestoneKeys.template, on: ['MilestoneTemplateItemSaved', 'MilestoneTemplateItemRemoved'] },
]);
