import { erasureProjection } from '../../server/eventstore';

export const milestonesErasure = erasureProjection('milestones', 'client_milestones', 'client_id');
