import type { AppContext } from '../../server/context';
import { routePlugin } from '../../server/http/route';
import { settingRoutes } from '../../server/http/setting-routes';
import { availability, availabilityAnswer, schedulingPolicy, schedulingPolicyAnswer } from './contract';
import { setAvailability, setSchedulingPolicy } from './commands';
import { availabilityOf, schedulingPolicyOf } from './queries';
import { busySourceRoutes } from './busy/routes';
import { partnersSettingRoutes } from './routes-partner';

export function schedulingRoutes(ctx: AppContext) {
  return routePlugin('scheduling', (api) => {
    partnersSettingRoutes(ctx.db, api, {
      urls: { own: '/api/availability', ofPartner: '/api/partners/:id/availability' },
      readSummaries: {
        own: 'Die eigene Verfügbarkeit (leer, solange nie gespeichert)',
        ofPartner: 'Die Verfügbarkeit eines Accelerators (Admin)',
      },
      saveSummaries: {
        own: 'Die eigene Verfügbarkeit speichern (immer die ganze)',
        ofPartner: 'Die Verfügbarkeit eines Accelerators speichern (Admin)',
      },
      body: availability,
      answer: { description: 'Die Verfügbarkeit', body: availabilityAnswer },
      savedDescription: 'Die gespeicherte Verfügbarkeit',
      invalid: 'Zeiten ungültig oder überschneiden sich',
      ownSaveResponses: { 404: 'Kein Accelerator-Konto' },
      view: (partnerId) => availabilityOf(ctx.db, partnerId),
      save: (actor, partnerId, week, metadata) => setAvailability(ctx, actor, partnerId, week, metadata),
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
