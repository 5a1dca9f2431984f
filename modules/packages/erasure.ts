import { erasureProjection } from '../../server/eventstore';

export const packagesErasure = erasureProjection('packages', 'user_packages', 'user_id', [
  'notes',
  'decline_reason',
  'cancel_reason',
  'rating_comment',
]);
