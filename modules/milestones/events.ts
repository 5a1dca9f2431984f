import type { MilestoneTemplateItem } from './contract';
import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';

export type TemplateItemSaved = NewEvent<'MilestoneTemplateItemSaved', MilestoneTemplateItem & { at: string }>;
export type TemplateItemRemoved = NewEvent<'MilestoneTemplateItemRemoved', { id: string; at: string }>;
export type TemplateEvent = TemplateItemSaved | TemplateItemRemoved;

export type MilestonePlanCreated = NewEvent<
  'MilestonePlanCreated',
  { clientId: string; userPackageId: string; milestones: MilestoneTemplateItem[]; at: string }
>;
export type MilestoneCompleted = NewEvent<
  'MilestoneCompleted',
  { clientId: string; milestoneId: string; completedBy: string; notes: string | null; at: string }
>;
export type PlanEvent = MilestonePlanCreated | MilestoneCompleted;

export const templateEventTypes = allOf<TemplateEvent['type']>({
  MilestoneTemplateItemSaved: true,
  MilestoneTemplateItemRemoved: true,
});
export const planEventTypes = allOf<PlanEvent['type']>({ MilestonePlanCreated: true, MilestoneCompleted: true });

/** One template for the firm; one plan stream per client. */
export const templateStreams = aggregateStreams('milestones', 'template');
export const TEMPLATE_ID = 'default';
export const TEMPLATE_STREAM_ID = templateStreams.toStreamId(TEMPLATE_ID);
export const planStreams = aggregateStreams('milestones', 'plan');
