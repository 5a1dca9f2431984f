import { erasureProjection } from '../../server/eventstore';

/** A client's erasure removes every task given to them. */
export const tasksErasure = erasureProjection('tasks', 'client_tasks', 'client_id');
