import { taskMessages } from '../../../../modules/tasks/contract';
import { chosenClientScreen } from '../../client-pickers';
import { clientTasksQuery } from '../api/tasks';
import { ClientTasks } from './ClientTasks';

/** /tasks (Aufgaben): a client's own tasks to tick off; partners and admins pick a client and give tasks. */
export const tasksScreen = chosenClientScreen({
  title: 'Aufgaben',
  subtitles: {
    client: 'Was Sie sich mit Ihrem Team bis zur nächsten Sitzung vorgenommen haben.',
    staff: 'Aufgaben eines Klienten zwischen den Sitzungen: stellen und verfolgen.',
  },
  Body: ClientTasks,
  query: clientTasksQuery,
  loadFailed: taskMessages.loadFailed,
});
