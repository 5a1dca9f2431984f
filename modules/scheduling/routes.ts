import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import { actorOf } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { settingRoutes } from '../../server/http/setting-routes';
import {
  availability,
  availabilityAnswer,
  schedulingPolicy,
  schedulingPolicyAnswer,
  type Availability,
} from './contract';
import { setAvailability, setSchedulingPolicy } from './commands';
import { availabilityOf, schedulingPolicyOf } from './queries';
import { busySourceRoutes } from './busy/routes';
import { ownAndPartners } from './routes-partner';

/** What saving an availability answers, by whomever. */
const saved = {
  200: { description: 'Die gespeicherte Verfügbarkeit', body: availabilityAnswer },
  400: 'Zeiten ungültig oder überschneiden sich',
};
const answered = { description: 'Die Verfügbarkeit', body: availabilityAnswer };

export function schedulingRoutes(ctx: AppContext) {
  /** Saves a partner's whole availability (their own, or an admin for them); the answer is what was saved. */
  async function saveAvailability(request: FastifyRequest, partnerId: string, week: Availability) {
    await setAvailability(ctx, actorOf(request), partnerId, week, metadataOf(request));
    return availabilityOf(ctx.db, partnerId);
  }

  return routePlugin('scheduling', (api) => {
    ownAndPartners(ctx.db, api, 'get', {
      urls: { own: '/api/availability', ofPartner: '/api/partners/:id/availability' },
      summaries: {
        own: 'Die eigene Verfügbarkeit (leer, solange nie gespeichert)',
        ofPartner: 'Die Verfügbarkeit eines Accelerators (Admin)',
      },
      responses: { 200: answered },
      answer: async (_request, partnerId) => availabilityOf(ctx.db, partnerId),
    });

    ownAndPartners(ctx.db, api, 'put', {
      urls: { own: '/api/availability', ofPartner: '/api/partners/:id/availability' },
      summaries: {
        own: 'Die eigene Verfügbarkeit speichern (immer die ganze)',
        ofPartner: 'Die Verfügbarkeit eines Accelerators speichern (Admin)',
      },
      body: availability,
      responses: saved,
      ownResponses: { 404: 'Kein Accelerator-Konto' },
      answer: saveAvailability,
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
