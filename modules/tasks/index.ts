import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventModule } from '../../server/eventstore';
import { taskDecider } from './decide';
import { tasksErasure } from './erasure';
import { startTaskJobs } from './jobs';
import { taskMailReactions } from './notifications';
import { tasksPrivacy } from './privacy';
import { tasksProjection } from './projections';
import { tasksPush } from './push';

export { tasksRoutes } from './routes';
export { tasksErrors } from './errors';
export { clientsWithTasksBy, tasksOf } from './queries';

export const tasksModule: EventModule = {
  name: 'tasks',
  labels: {
    TaskGiven: 'Aufgabe gestellt',
    TaskDone: 'Aufgabe erledigt',
    TaskReopened: 'Aufgabe wieder geöffnet',
    TaskReminded: 'An Aufgabe erinnert',
  },
  projections: [tasksProjection, tasksErasure],
  privacy: tasksPrivacy,
  streams: [taskDecider],
  push: tasksPush,
  reactions: taskMailReactions,
};

export async function startTasks(ctx: AppContext, boss: PgBoss): Promise<void> {
  await startTaskJobs(boss, ctx);
}
