import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../server/context';
import { actorOf, forbidden, isOwnerOrAdmin, requireUser } from '../../server/http/access';
import { notFound } from '../../server/http/errors';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { succeeded } from '../../server/http/succeeded';
import { successAnswer } from '../../lib/answers';
import { findUserById } from '../identity';
import {
  calendarFeedAddress,
  calendarFeedStatus,
  calendarMessages,
  feedTokenParam,
  meetingIcsFileName,
  meetingIcsParam,
} from './contract';
import { createFeed, endFeed, feedTokenHash } from './commands';
import { feedValidators, stillCurrent } from './conditional';
import { feedOf, meetingEntry } from './entries';
import { calendarIcs } from './ics';
import { feedOwner, liveFeedOf } from './queries';

/** What a subscribing calendar app names the feed. */
const FEED_NAME = 'Coaching-Termine';

/** An iCalendar answer; with `fileName`, a download. */
function sendIcs(reply: FastifyReply, ics: string, fileName?: string) {
  // The content is personal and the feed's address a secret: no shared cache keeps a copy; the
  // app's own copy is revalidated each time (ETag, Last-Modified) instead of stored nowhere.
  reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', fileName ? 'private, no-store' : 'private, no-cache');
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.send(ics);
}

export function calendarRoutes(ctx: AppContext) {
  /** The feed's address as the e-mails build links: the portal's public URL; webcal for calendar apps. */
  const addressOf = (token: string) => {
    const url = `${ctx.config.publicUrl.replace(/\/+$/, '')}/api/calendar/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
  };

  return routePlugin('calendar', (api) => {
    api.get('/api/calendar/feed', {
      access: 'signedIn',
      summary: 'Ob das eigene Kalender-Abo besteht (die Adresse selbst wird nur beim Erzeugen gezeigt)',
      responses: { 200: { description: 'Besteht ein Abo, seit wann', body: calendarFeedStatus } },
      handler: async (request) => {
        const since = await liveFeedOf(ctx.db, requireUser(request).id);
        return { active: since !== null, createdAt: since?.toISOString() ?? null };
      },
    });

    api.post('/api/calendar/feed', {
      access: 'signedIn',
      summary: 'Eine neue geheime Kalender-Adresse erzeugen (die bisherige wird sofort ungültig)',
      responses: {
        201: { description: 'Die Adresse, nur dieses eine Mal', body: calendarFeedAddress },
        403: 'Admins haben keine eigenen Termine',
        409: 'Gleichzeitige Änderung',
      },
      handler: async (request) => addressOf(await createFeed(ctx, actorOf(request), metadataOf(request))),
    });

    api.delete('/api/calendar/feed', {
      access: 'signedIn',
      summary: 'Das Kalender-Abo beenden (die Adresse wird sofort ungültig)',
      responses: { 200: { description: 'Beendet', body: successAnswer }, 404: 'Es besteht kein Abo' },
      handler: async (request) => succeeded(endFeed(ctx, requireUser(request).id, metadataOf(request))),
    });

    // Public: calendar apps fetch it without a session; the token in the path is the credential.
    api.get('/api/calendar/:token.ics', {
      access: 'public',
      summary: 'Das Kalender-Abo (iCalendar) einer geheimen Adresse',
      params: feedTokenParam,
      produces: 'text/calendar',
      responses: {
        200: 'iCalendar-Datei mit den Terminen (90 Tage zurück, alle künftigen)',
        304: 'Unverändert seit dem ETag oder Datum der Anfrage',
        400: calendarMessages.invalidToken,
        404: `${calendarMessages.feedNotFound} (unbekannte oder beendete Adresse)`,
      },
      handler: async (request, reply) => {
        const userId = await feedOwner(ctx.db, feedTokenHash(request.params.token));
        const owner = userId ? await findUserById(ctx.db, userId) : undefined;
        // Unknown, ended, or its account gone (also erased in a restore, whose log kept the feed): one
        // answer, no hint which.
        if (!owner || owner.deactivated_at !== null || (await ctx.store.keys.isErased(ctx.db, owner.id)))
          throw notFound(calendarMessages.feedNotFound, 'CALENDAR_NOT_FOUND');
        const feed = await feedOf(ctx.db, owner, ctx.now());
        const ics = calendarIcs(feed.entries, FEED_NAME);
        // Calendar apps poll every few minutes: an unchanged feed answers 304 without the file.
        const validators = feedValidators(ics, feed.lastModified);
        reply.header('etag', validators.etag);
        if (validators.lastModified) reply.header('last-modified', validators.lastModified);
        if (stillCurrent(request.headers, validators))
          return reply.status(304).header('cache-control', 'private, no-cache').send();
        return sendIcs(reply, ics);
      },
    });

    api.get('/api/calendar/meetings/:id.ics', {
      access: 'signedIn',
      notFound: calendarMessages.meetingNotFound,
      summary: 'Einen Termin als iCalendar-Datei herunterladen',
      params: meetingIcsParam,
      produces: 'text/calendar',
      responses: { 200: 'iCalendar-Datei des Termins', 403: 'Nicht Ihr Termin' },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const found = await meetingEntry(ctx.db, request.params.id);
        if (!found) throw notFound(calendarMessages.meetingNotFound, 'MEETING_NOT_FOUND');
        if (!isOwnerOrAdmin(user, found.clientId, found.partnerId)) throw forbidden();
        return sendIcs(reply, calendarIcs([found.entry], FEED_NAME), meetingIcsFileName(found.date));
      },
    });
  });
}
