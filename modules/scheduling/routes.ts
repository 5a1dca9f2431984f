import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { actorOf, requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { settingRoutes } from '../../server/http/setting-routes';
import {
  availability,
  availabilityAnswer,
  schedulingPolicy,
  schedulingPolicyAnswer,
  schedulingScreenMessages,
  type Availability,
} from './contract';
import { setAvailability, setSchedulingPolicy } from './commands';
import { availabilityOf, schedulingPolicyOf } from './queries';
import { busySourceRoutes } from './busy/routes';
import { partnerOnly } from './partner-only';

const partnerParam = z.object({ id: z.string().uuid() });
const notFound = schedulingScreenMessages.partnerNotFound;
/** What saving an availability answers, by whomever. */
const saved = {
  200: { description: 'Die gespeicherte Verfügbarkeit', body: availabilityAnswer },
  400: 'Zeiten ungültig oder überschneiden sich',
};
const answered = { description: 'Die Verfügbarkeit', body: availabilityAnswer };

export function schedulingRoutes(ctx: AppContext) {
  /** A partner's availability as an admin reads it: a path that names no partner answers 404. */
  async function partnersAvailability(partnerId: string) {
    await partnerOnly(ctx.db, partnerId);
    return availabilityOf(ctx.db, partnerId);
  }
  /** Saves a partner's whole availability (their own, or an admin for them); the answer is what was saved. */
  async function saveAvailability(request: FastifyRequest, partnerId: string, week: Availability) {
    await setAvailability(ctx, actorOf(request), partnerId, week, metadataOf(request));
    return availabilityOf(ctx.db, partnerId);
  }

  return routePlugin('scheduling', (api) => {
    api.get('/api/availability', {
      access: ['partner'],
      summary: 'Die eigene Verfügbarkeit (leer, solange nie gespeichert)',
      responses: { 200: answered },
      handler: async (request) => availabilityOf(ctx.db, requireUser(request).id),
    });

    api.put('/api/availability', {
      access: ['partner'],
      summary: 'Die eigene Verfügbarkeit speichern (immer die ganze)',
      body: availability,
      responses: { ...saved, 404: 'Kein Accelerator-Konto' },
      handler: async (request) => saveAvailability(request, actorOf(request).id, request.body),
    });

    api.get('/api/partners/:id/availability', {
      access: ['admin'],
      notFound,
      summary: 'Die Verfügbarkeit eines Accelerators (Admin)',
      params: partnerParam,
      responses: { 200: answered, 404: 'Accelerator nicht gefunden' },
      handler: async (request) => partnersAvailability(request.params.id),
    });

    api.put('/api/partners/:id/availability', {
      access: ['admin'],
      notFound,
      summary: 'Die Verfügbarkeit eines Accelerators speichern (Admin)',
      params: partnerParam,
      body: availability,
      responses: { ...saved, 404: 'Accelerator nicht gefunden' },
      handler: async (request) => saveAvailability(request, request.params.id, request.body),
    });

    settingRoutes(api, '/api/settings/scheduling', {
      readAccess: 'signedIn',
      readSummary: 'Die Terminregeln der Firma (Absagefrist, Buchungshorizont, Erinnerungen)',
      saveSummary: 'Die Terminregeln der Firma setzen (fehlende Felder bleiben, wie sie sind)',
      body: schedulingPolicy,
      answer: {
        description: '{ cancellationNoticeHours, bookingHorizonWeeks, reminders }',
        body: schedulingPolicyAnswer,
      },
      invalid: 'Absagefrist, Buchungshorizont oder Erinnerungen ungültig',
      view: () => schedulingPolicyOf(ctx.db),
      save: (actor, body, metadata) => setSchedulingPolicy(ctx, actor, body, metadata),
    });

    busySourceRoutes(api, ctx);
  });
}
