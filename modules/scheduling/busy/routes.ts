import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../server/context';
import { actorOf, requireUser } from '../../../server/http/access';
import { metadataOf } from '../../../server/http/metadata';
import type { Routes } from '../../../server/http/route';
import { busySources, busySourcesAnswer, busyTimesAnswer, busyTimesQuery, type BusySourceInput } from './contract';
import { berlinDayEnd, berlinDayStart } from '../../../lib/german/time';
import { setBusySources } from './commands';
import { busySourcesView, busyTimesOf } from './queries';
import { syncPartner } from './sync';
import { partnerOnly } from '../partner-only';
import { schedulingScreenMessages } from '../contract';

const partnerParam = z.object({ id: z.string().uuid() });
const notFound = schedulingScreenMessages.partnerNotFound;
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

  api.get('/api/scheduling/busy-sources', {
    access: ['partner'],
    summary: 'Die eigenen Kalender, deren Termine Zeiten blockieren',
    responses: { 200: answered },
    handler: async (request) => busySourcesView(ctx.db, requireUser(request).id),
  });

  api.put('/api/scheduling/busy-sources', {
    access: ['partner'],
    summary: 'Die eigenen Kalender speichern (immer alle; ohne Passwort bleibt das gespeicherte)',
    body: busySources,
    responses: saved,
    handler: async (request) => save(request, actorOf(request).id, request.body.sources),
  });

  api.post('/api/scheduling/busy-sources/sync', {
    access: ['partner'],
    summary: 'Die eigenen Kalender jetzt lesen (antwortet, wenn gelesen)',
    responses: { 200: answered },
    handler: async (request) => readNow(requireUser(request).id),
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

  api.get('/api/partners/:id/busy-sources', {
    access: ['admin'],
    notFound,
    summary: 'Die Kalender eines Accelerators (Admin)',
    params: partnerParam,
    responses: { 200: answered, 404: 'Accelerator nicht gefunden' },
    handler: async (request) => {
      await partnerOnly(ctx.db, request.params.id);
      return busySourcesView(ctx.db, request.params.id);
    },
  });

  api.put('/api/partners/:id/busy-sources', {
    access: ['admin'],
    notFound,
    summary: 'Die Kalender eines Accelerators speichern (Admin)',
    params: partnerParam,
    body: busySources,
    responses: { ...saved, 404: 'Accelerator nicht gefunden' },
    handler: async (request) => save(request, request.params.id, request.body.sources),
  });

  api.post('/api/partners/:id/busy-sources/sync', {
    access: ['admin'],
    notFound,
    summary: 'Die Kalender eines Accelerators jetzt lesen (Admin)',
    params: partnerParam,
    responses: { 200: answered, 404: 'Accelerator nicht gefunden' },
    handler: async (request) => {
      await partnerOnly(ctx.db, request.params.id);
      return readNow(request.params.id);
    },
  });
}
