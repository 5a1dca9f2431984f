import { erasureProjection, personalOf, type PersonalFields } from '../../server/eventstore';

export const milestonesPersonal: Record<string, PersonalFields> = {
  MilestoneCompleted: personalOf('clientId')(['notes']),
};

export const milestonesErasure = erasureProjection({
  name: 'milestones.erasure',
  table: 'client_milestones',
  column: 'client_id',
});
