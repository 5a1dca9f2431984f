import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { actorOf, requireUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { settingRoutes } from '../../server/http/setting-routes';
import { findUserById } from '../identity';
import { availability, schedulingPolicy, schedulingScreenMessages } from './contract';
import { setAvailability, setSchedulingPolicy } from './commands';
import { availabilityOf, schedulingPolicyOf } from './queries';

const partnerParam = z.object({ id: z.string().uuid() });
const notFound = schedulingScreenMessages.partnerNotFound;

export function schedulingRoutes(ctx: AppContext) {
  /** A partner's availability as an admin reads it: a path that names no partner answers 404. */
  async function partnersAvailability(partnerId: string) {
    if ((await findUserById(ctx.db, partnerId))?.role !== 'partner') throw new HttpError(404, notFound, 'NOT_FOUND');
    return availabilityOf(ctx.db, partnerId);
  }

  return routePlugin('scheduling', (api) => {
    api.get('/api/availability', {
      access: ['partner'],
      summary: 'Die eigene Verfügbarkeit (leer, solange nie gespeichert)',
      responses: { 200: 'Die Verfügbarkeit' },
      handler: async (request) => availabilityOf(ctx.db, requireUser(request).id),
    });

    api.put('/api/availability', {
      access: ['partner'],
      summary: 'Die eigene Verfügbarkeit speichern (immer die ganze)',
      body: availability,
      responses: {
        200: 'Die gespeicherte Verfügbarkeit',
        400: 'Zeiten ungültig oder überschneiden sich',
        404: 'Kein Accelerator-Konto',
      },
      handler: async (request) => {
        const actor = actorOf(request);
        await setAvailability(ctx, actor, actor.id, request.body, metadataOf(request));
        return availabilityOf(ctx.db, actor.id);
      },
    });

    api.get('/api/partners/:id/availability', {
      access: ['admin'],
      notFound,
      summary: 'Die Verfügbarkeit eines Accelerators (Admin)',
      params: partnerParam,
      responses: { 200: 'Die Verfügbarkeit', 404: 'Accelerator nicht gefunden' },
      handler: async (request) => partnersAvailability(request.params.id),
    });

    api.put('/api/partners/:id/availability', {
      access: ['admin'],
      notFound,
      summary: 'Die Verfügbarkeit eines Accelerators speichern (Admin)',
      params: partnerParam,
      body: availability,
      responses: {
        200: 'Die gespeicherte Verfügbarkeit',
        400: 'Zeiten ungültig oder überschneiden sich',
        404: 'Accelerator nicht gefunden',
      },
      handler: async (request) => {
        const partnerId = request.params.id;
        await setAvailability(ctx, actorOf(request), partnerId, request.body, metadataOf(request));
        return availabilityOf(ctx.db, partnerId);
      },
    });

    settingRoutes(api, '/api/settings/scheduling', {
      readAccess: 'signedIn',
      readSummary: 'Die Terminregeln der Firma (Absagefrist)',
      saveSummary: 'Die Absagefrist der Firma setzen',
      body: schedulingPolicy,
      answer: '{ cancellationNoticeHours }',
      invalid: 'Absagefrist ungültig',
      view: () => schedulingPolicyOf(ctx.db),
      save: (actor, body, metadata) => setSchedulingPolicy(ctx, actor, body.cancellationNoticeHours, metadata),
    });
  });
}
