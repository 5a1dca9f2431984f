import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { HttpError, parse } from '../../server/http/errors';
import { docs } from '../../server/http/openapi';
import { requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import { clientRoutes } from './client-routes';
import * as commands from './commands';
import { createProfileRequest, etagOf, isFullProfile, partnerMessages, updateProfileRequest, type PartnerProfileView } from './contract';
import { ifMatchVersion, requiredIfMatch } from './etag';
import type { PackagesPort } from './ports';
import { visibleProfile, visibleProfiles } from './read';

export interface PartnersRouteOptions {
  /** The packages module's reads; without them the routes that need package data are left out. */
  packages?: PackagesPort;
}

// For the API document only; the routes read these leniently themselves.
const userQuery = z.object({ userId: z.string().optional().describe('Nur die Acceleratoren dieses Klienten') });
const ifMatchHeader = z.object({ 'if-match': z.string().optional().describe('Die Version aus dem ETag des Profils') });

const notFound = () => new HttpError(404, partnerMessages.notFound, 'NOT_FOUND');

/** Answers a profile; the full view carries its stream version as ETag for the next If-Match. */
function sendProfile(reply: FastifyReply, view: PartnerProfileView, status = 200) {
  if (isFullProfile(view)) reply.header('ETag', etagOf(view.version));
  return reply.status(status).send(view);
}

export function partnersRoutes(ctx: AppContext, opts: PartnersRouteOptions = {}) {
  const { packages } = opts;
  return async function routes(app: FastifyInstance): Promise<void> {
    if (packages) await app.register(clientRoutes(ctx, packages));

    app.get<{ Querystring: { userId?: string } }>('/api/partners', {
      config: { access: 'signedIn' },
      schema: docs({ tag: 'partners', summary: 'Die sichtbaren Accelerator-Profile', query: userQuery, responses: { 200: 'Die Profile (Umfang je nach Rolle)' } }),
    }, async (request) => {
      const userId = typeof request.query.userId === 'string' && request.query.userId !== '' ? request.query.userId : undefined;
      return visibleProfiles(ctx.db, requireUser(request), packages, userId);
    });

    app.get<{ Params: { id: string } }>('/api/partners/:id', {
      config: { access: 'signedIn' },
      schema: docs({ tag: 'partners', summary: 'Ein Accelerator-Profil (mit ETag, wenn vollständig)', responses: { 200: 'Das Profil', 404: 'Profil nicht gefunden' } }),
    }, async (request, reply) => {
      const view = await visibleProfile(ctx.db, requireUser(request), packages, request.params.id);
      if (!view) throw notFound();
      return sendProfile(reply, view);
    });

    app.post('/api/partners', {
      config: { access: ['admin'] },
      schema: docs({ tag: 'partners', summary: 'Ein Accelerator-Profil anlegen', body: createProfileRequest, responses: { 201: 'Das Profil, mit ETag', 400: 'Eingabe ungültig oder kein Accelerator', 404: 'Benutzer nicht gefunden', 409: 'Profil existiert bereits' } }),
    }, async (request, reply) => {
      const { userId, ...profile } = parse(createProfileRequest, request.body);
      await commands.createProfile(ctx, userId, profile, metadataOf(request));
      return sendProfile(reply, (await visibleProfile(ctx.db, requireUser(request), packages, userId))!, 201);
    });

    app.put<{ Params: { id: string } }>('/api/partners/:id', {
      config: { access: ['admin'] },
      schema: docs({ tag: 'partners', summary: 'Ein Accelerator-Profil ändern (If-Match Pflicht)', headers: ifMatchHeader, body: updateProfileRequest, responses: { 200: 'Das Profil, mit neuem ETag', 404: 'Profil nicht gefunden', 409: 'Inzwischen von jemand anderem geändert', 428: 'If-Match fehlt' } }),
    }, async (request, reply) => {
      const expectedVersion = requiredIfMatch(request);
      const { userId: _ignored, ...profile } = parse(updateProfileRequest, request.body);
      await commands.updateProfile(ctx, request.params.id, profile, expectedVersion, metadataOf(request));
      return sendProfile(reply, (await visibleProfile(ctx.db, requireUser(request), packages, request.params.id))!);
    });

    app.delete<{ Params: { id: string } }>('/api/partners/:id', {
      config: { access: ['admin'] },
      schema: docs({ tag: 'partners', summary: 'Ein Accelerator-Profil löschen (If-Match optional)', headers: ifMatchHeader, responses: { 200: '{ success: true }', 404: 'Profil nicht gefunden', 409: 'Inzwischen von jemand anderem geändert' } }),
    }, async (request) => {
      const expectedVersion = ifMatchVersion(request);
      await commands.deleteProfile(ctx, request.params.id, expectedVersion, metadataOf(request));
      return { success: true };
    });
  };
}
