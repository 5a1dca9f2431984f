import { erasureProjection, personalOf, type PersonalFields } from '../../server/eventstore';

export const milestonesPersonal: Record<string, PersonalFields> = {
  MilestoneCompleted: personalOf('clientId')(['notes']),
};

export const milestonesErasure = erasureProjection('milestones', 'client_milestones', 'client_id');
