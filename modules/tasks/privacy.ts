import { privacyOf } from '../../server/eventstore';
import type { TaskEvent } from './events';

/** A task is the client's: its title and details are sealed with their key. */
export const tasksPrivacy = privacyOf<TaskEvent>()({
  TaskGiven: { subject: 'clientId', personal: ['title', 'details'], plain: ['givenBy', 'giverRole', 'dueOn'] },
  TaskDone: { plain: ['by'] },
  TaskReopened: { plain: ['by'] },
});
