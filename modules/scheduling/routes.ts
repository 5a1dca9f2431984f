import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { actorOf, forbidden, requireUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import { findUserById } from '../identity';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { availability, schedulingPolicy } from './contract';
import { setAvailability, setSchedulingPolicy } from './commands';
import { availabilityOf, schedulingPolicyOf } from './queries';

const partnerParam = z.object({ id: z.string().uuid() });

export function schedulingRoutes(ctx: AppContext) {
  return routePlugin('scheduling', (api) => {
    api.get('/api/availability', {
      access: ['partner'],
      summary: 'Die eigene Verfügbarkeit (Wochenzeiten, Ausnahmen, Vorlauf, Puffer, Standardraum)',
      responses: { 200: 'Die Verfügbarkeit; ohne gespeicherte keine buchbare Zeit' },
      handler: async (request) => availabilityOf(ctx.db, requireUser(request).id),
    });

    api.put('/api/availability', {
      access: ['partner'],
      summary: 'Die eigene Verfügbarkeit speichern (immer die ganze)',
      body: availability,
      responses: { 200: 'Die gespeicherte Verfügbarkeit', 400: 'Ungültige oder sich überschneidende Zeiten' },
      handler: async (request) => {
        const { id, role } = requireUser(request);
        // An admin has no calendar of their own: they set an Accelerator's under /api/partners/{id}.
        if (role === 'admin') throw forbidden();
        await setAvailability(ctx, actorOf(request), id, request.body, metadataOf(request));
        return availabilityOf(ctx.db, id);
      },
    });

    api.get('/api/partners/:id/availability', {
      access: ['admin'],
      notFound: 'Accelerator nicht gefunden.',
      summary: 'Die Verfügbarkeit eines Accelerators (Admin)',
      params: partnerParam,
      responses: { 200: 'Die Verfügbarkeit' },
      handler: async (request) => availabilityOf(ctx.db, request.params.id),
    });

    api.put('/api/partners/:id/availability', {
      access: ['admin'],
      notFound: 'Accelerator nicht gefunden.',
      summary: 'Die Verfügbarkeit eines Accelerators setzen (Admin)',
      params: partnerParam,
      body: availability,
      responses: { 200: 'Die gespeicherte Verfügbarkeit', 400: 'Ungültige oder sich überschneidende Zeiten' },
      handler: async (request) => {
        const { id } = request.params;
        if ((await findUserById(ctx.db, id))?.role !== 'partner')
          throw new HttpError(404, 'Accelerator nicht gefunden.', 'NOT_FOUND');
        await setAvailability(ctx, actorOf(request), id, request.body, metadataOf(request));
        return availabilityOf(ctx.db, id);
      },
    });

    api.get('/api/settings/scheduling', {
      access: 'signedIn',
      summary: 'Die Absagefrist der Firma (Klienten sehen sie vor dem Absagen)',
      responses: { 200: '{ cancellationNoticeHours }' },
      handler: async () => schedulingPolicyOf(ctx.db),
    });

    api.put('/api/settings/scheduling', {
      access: ['admin'],
      summary: 'Die Absagefrist setzen (Admin)',
      body: schedulingPolicy,
      responses: { 200: '{ cancellationNoticeHours }', 400: 'Keine ganze Zahl zwischen 0 und 720' },
      handler: async (request) => {
        await setSchedulingPolicy(ctx, actorOf(request), request.body.cancellationNoticeHours, metadataOf(request));
        return schedulingPolicyOf(ctx.db);
      },
    });
  });
}
