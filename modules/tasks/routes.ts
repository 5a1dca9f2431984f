import type { AppContext } from '../../server/context';
import { actorOf, requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { succeeded } from '../../server/http/succeeded';
import { idParam } from '../../server/http/path-params';
import { successAnswer } from '../../lib/answers';
import { currentClientsOf, onClientCircle, outsideCircle, readByCircle, writeByCircle } from '../notes';
import { giveTaskRequest, givenTaskAnswer, overdueTasksAnswer, taskMessages, tasksAnswer } from './contract';
import { berlinDay, giveTask, tickTask } from './commands';
import { overdueTasks, tasksOf } from './queries';

const onTick = { 404: 'Aufgabe nicht gefunden (oder nicht lesbar)', 409: 'Schon so' };

/**
 * Tasks given to a client (issue 33). The whole circle reads them (the client, their Acceleratoren
 * now or before, the office); coaches and the office give them; anyone of the circle ticks them.
 */
export function tasksRoutes(ctx: AppContext) {
  return routePlugin('tasks', (api) => {
    api.get('/api/clients/:clientId/tasks', {
      ...onClientCircle,
      summary: 'Die Aufgaben eines Klienten: offene zuerst (nach Fälligkeit), dann erledigte',
      responses: { 200: { description: '{ tasks }', body: tasksAnswer }, ...outsideCircle },
      // The whole circle reads every task: the reader only opens the door.
      handler: readByCircle(ctx.db, async (_reader, clientId) => ({
        tasks: await tasksOf(ctx.db, clientId, berlinDay(ctx.now())),
      })),
    });

    api.post('/api/clients/:clientId/tasks', {
      ...onClientCircle,
      summary: 'Einem Klienten eine Aufgabe geben (Accelerator oder Büro), optional mit Fälligkeit und Meeting',
      body: giveTaskRequest,
      responses: {
        201: { description: 'Die Id der neuen Aufgabe', body: givenTaskAnswer },
        400: 'Eingabe ungültig, Fälligkeit in der Vergangenheit oder fremdes Meeting',
        403: 'Klienten geben sich keine Aufgaben',
        ...outsideCircle,
      },
      handler: writeByCircle(ctx, giveTask),
    });

    for (const [action, done] of [
      ['done', true],
      ['reopen', false],
    ] as const)
      api.post(`/api/tasks/:id/${action}`, {
        access: 'signedIn',
        notFound: taskMessages.notFound,
        summary: done ? 'Eine Aufgabe als erledigt abhaken' : 'Eine erledigte Aufgabe wieder öffnen',
        params: idParam,
        responses: { 200: { description: '{ success: true }', body: successAnswer }, ...onTick },
        handler: async (request) =>
          succeeded(tickTask(ctx, actorOf(request), request.params.id, done, metadataOf(request))),
      });

    api.get('/api/tasks/overdue', {
      access: ['partner', 'admin'],
      summary: 'Überfällige offene Aufgaben: der eigenen Klienten (Accelerator) oder aller (Admin)',
      responses: { 200: { description: '{ tasks }', body: overdueTasksAnswer } },
      handler: async (request) => {
        const user = requireUser(request);
        const clients = user.role === 'admin' ? undefined : await currentClientsOf(ctx.db, user.id);
        return { tasks: await overdueTasks(ctx.db, berlinDay(ctx.now()), clients) };
      },
    });
  });
}
