import { erasureProjection } from '../../server/eventstore';

/** A client's erasure removes every note kept on them, whoever wrote it. */
export const notesErasure = erasureProjection('notes', 'client_notes', 'client_id');
