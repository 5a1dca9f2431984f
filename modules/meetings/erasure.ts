import { erasureProjection } from '../../server/eventstore';

export const meetingsErasure = erasureProjection('meetings', 'meetings', 'client_id', [
  'notes',
  'summary',
  'completion_notes',
  'link',
  'location',
  'cancel_reason',
]);
