import type { MilestoneTemplateItem } from './contract';
import { aggregateStreams } from '../../server/eventstore';

export interface TemplateItemSaved {
  type: 'MilestoneTemplateItemSaved';
  data: MilestoneTemplateItem & { at: string };
}
export interface TemplateItemRemoved {
  type: 'MilestoneTemplateItemRemoved';
  data: { id: string; at: string };
}
export type TemplateEvent = TemplateItemSaved | TemplateItemRemoved;

export interface MilestonePlanCreated {
  type: 'MilestonePlanCreated';
  data: { clientId: string; userPackageId: string; milestones: MilestoneTemplateItem[]; at: string };
}
export interface MilestoneCompleted {
  type: 'MilestoneCompleted';
  data: { clientId: string; milestoneId: string; completedBy: string; notes: string | null; at: string };
}
export type PlanEvent = MilestonePlanCreated | MilestoneCompleted;

export const templateEventTypes: readonly TemplateEvent['type'][] = [
  'MilestoneTemplateItemSaved',
  'MilestoneTemplateItemRemoved',
];
export const planEventTypes: readonly PlanEvent['type'][] = ['MilestonePlanCreated', 'MilestoneCompleted'];

/** One template for the firm; one plan stream per client. */
export const templateStreams = aggregateStreams('milestones', 'template');
export const TEMPLATE_ID = 'default';
export const TEMPLATE_STREAM_ID = templateStreams.toStreamId(TEMPLATE_ID);
export const planStreams = aggregateStreams('milestones', 'plan');
