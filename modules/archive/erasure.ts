import { erasureProjection } from '../../server/eventstore';

export const archiveErasure = erasureProjection('archive', 'client_archive_notes', 'user_id');
