import type { AppContext } from '../../../server/context';
import { requireUser } from '../../../server/http/access';
import type { Routes } from '../../../server/http/route';
import { busySources, busySourcesAnswer, busyTimesAnswer, busyTimesQuery } from './contract';
import { berlinDayEnd, berlinDayStart } from '../../../lib/german/time';
import { setBusySources } from './commands';
import { busySourcesView, busyTimesOf } from './queries';
import { syncPartner } from './sync';
import { ownAndPartners, partnersSettingRoutes } from '../routes-partner';

const answered = { description: 'Die Kalender und ihr Stand (nie ein Passwort)', body: busySourcesAnswer };
/** The calendars at the Accelerator's own address and at an admin's for a named one. */
const urls = { own: '/api/scheduling/busy-sources', ofPartner: '/api/partners/:id/busy-sources' };

/** The routes of an Accelerator's own calendars (issue 34 item 1), inside the scheduling plugin. */
export function busySourceRoutes(api: Routes, ctx: AppContext): void {
  /** Reads the calendars now and answers when done, each with its state. */
  async function readNow(partnerId: string) {
    await syncPartner(ctx, partnerId);
    return busySourcesView(ctx.db, partnerId);
  }

  partnersSettingRoutes(ctx.db, api, {
    urls,
    readSummaries: {
      own: 'Die eigenen Kalender, deren Termine Zeiten blockieren',
      ofPartner: 'Die Kalender eines Accelerators (Admin)',
    },
    saveSummaries: {
      own: 'Die eigenen Kalender speichern (immer alle; ohne Passwort bleibt das gespeicherte)',
      ofPartner: 'Die Kalender eines Accelerators speichern (Admin)',
    },
    body: busySources,
    answer: answered,
    invalid: 'Adresse ungültig, CalDAV ohne Anmeldung, ein Kalender doppelt oder Termine in mehr als einen',
    view: (partnerId) => busySourcesView(ctx.db, partnerId),
    save: (actor, partnerId, body, metadata) => setBusySources(ctx, actor, partnerId, body.sources, metadata),
  });

  ownAndPartners(ctx.db, api, 'post', {
    urls: { own: `${urls.own}/sync`, ofPartner: `${urls.ofPartner}/sync` },
    summaries: {
      own: 'Die eigenen Kalender jetzt lesen (antwortet, wenn gelesen)',
      ofPartner: 'Die Kalender eines Accelerators jetzt lesen (Admin)',
    },
    responses: { 200: answered },
    answer: async (_request, partnerId) => readNow(partnerId),
  });

  api.get('/api/scheduling/busy-times', {
    access: ['partner'],
    summary: 'Die belegten Zeiten der eigenen Kalender an einem Tag (für den Hinweis beim Planen)',
    query: busyTimesQuery,
    responses: {
      200: { description: '{ busy: [{ startsAt, endsAt }] }', body: busyTimesAnswer },
      400: 'Datum ungültig',
    },
    handler: async (request) => {
      const { date } = request.query;
      const between = { start: berlinDayStart(date), end: berlinDayEnd(date) };
      const busy = await busyTimesOf(ctx.db, requireUser(request).id, between);
      return { busy: busy.map((b) => ({ startsAt: b.startsAt.toISOString(), endsAt: b.endsAt.toISOString() })) };
    },
  });
}
