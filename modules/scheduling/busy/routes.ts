import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../server/context';
import { actorOf, requireUser } from '../../../server/http/access';
import { metadataOf } from '../../../server/http/metadata';
import type { Routes } from '../../../server/http/route';
import { busySources, busySourcesAnswer, busyTimesAnswer, busyTimesQuery, type BusySourceInput } from './contract';
import { berlinDayEnd, berlinDayStart } from '../../../lib/german/time';
import { setBusySources } from './commands';
import { busySourcesView, busyTimesOf } from './queries';
import { syncPartner } from './sync';
import { ownAndPartners } from '../routes-partner';

const answered = { description: 'Die Kalender und ihr Stand (nie ein Passwort)', body: busySourcesAnswer };
const saved = {
  200: answered,
  400: 'Adresse ungültig, CalDAV ohne Anmeldung, ein Kalender doppelt oder Termine in mehr als einen',
};

/** The routes of an Accelerator's own calendars (issue 34 item 1), inside the scheduling plugin. */
export function busySourceRoutes(api: Routes, ctx: AppContext): void {
  async function save(request: FastifyRequest, partnerId: string, sources: BusySourceInput[]) {
    await setBusySources(ctx, actorOf(request), partnerId, sources, metadataOf(request));
    return busySourcesView(ctx.db, partnerId);
  }
  /** Reads the calendars now and answers when done, each with its state. */
  async function readNow(partnerId: string) {
    await syncPartner(ctx, partnerId);
    return busySourcesView(ctx.db, partnerId);
  }

  ownAndPartners(ctx.db, api, 'get', {
    urls: { own: '/api/scheduling/busy-sources', ofPartner: '/api/partners/:id/busy-sources' },
    summaries: {
      own: 'Die eigenen Kalender, deren Termine Zeiten blockieren',
      ofPartner: 'Die Kalender eines Accelerators (Admin)',
    },
    responses: { 200: answered },
    answer: async (_request, partnerId) => busySourcesView(ctx.db, partnerId),
  });

  ownAndPartners(ctx.db, api, 'put', {
    urls: { own: '/api/scheduling/busy-sources', ofPartner: '/api/partners/:id/busy-sources' },
    summaries: {
      own: 'Die eigenen Kalender speichern (immer alle; ohne Passwort bleibt das gespeicherte)',
      ofPartner: 'Die Kalender eines Accelerators speichern (Admin)',
    },
    body: busySources,
    responses: saved,
    answer: async (request, partnerId, body) => save(request, partnerId, body.sources),
  });

  ownAndPartners(ctx.db, api, 'post', {
    urls: { own: '/api/scheduling/busy-sources/sync', ofPartner: '/api/partners/:id/busy-sources/sync' },
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
