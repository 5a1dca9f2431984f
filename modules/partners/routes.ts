import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../server/context';
import { HttpError } from '../../server/http/errors';
import { docs } from '../../server/http/openapi';
import { requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import { clientRoutes } from './client-routes';
import * as commands from './commands';
import {
  createProfileRequest,
  etagOf,
  isFullProfile,
  partnerMessages,
  updateProfileRequest,
  type PartnerProfileView,
} from './contract';
import { ifMatchVersion, requiredIfMatch } from './etag';
import type { PackagesPort } from './ports';
import { visibleProfile, visibleProfiles } from './read';

interface PartnersRouteOptions {
  /** The packages module's reads; without them the routes that need package data are left out. */
  packages?: PackagesPort;
}

// Read leniently: a userId that is no single string is ignored, as if absent.
const userQuery = z.object({
  userId: z.string().optional().catch(undefined).describe('Nur die Acceleratoren dieses Klienten'),
});
/** A profile is named by its partner's user id; one that names no profile answers 404 from the handler. */
const idParam = z.object({ id: z.string() });
const ifMatchHeader = z.object({ 'if-match': z.string().optional().describe('Die Version aus dem ETag des Profils') });

const notFound = () => new HttpError(404, partnerMessages.notFound, 'NOT_FOUND');

/** Answers a profile; the full view carries its stream version as ETag for the next If-Match. */
function sendProfile(reply: FastifyReply, view: PartnerProfileView, status = 200) {
  if (isFullProfile(view)) reply.header('ETag', etagOf(view.version));
  return reply.status(status).send(view);
}

export function partnersRoutes(ctx: AppContext, opts: PartnersRouteOptions = {}) {
  const { packages } = opts;
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    if (packages) await app.register(clientRoutes(ctx, packages));

    app.get(
      '/api/partners',
      {
        config: { access: 'signedIn' },
        schema: docs({
          tag: 'partners',
          summary: 'Die sichtbaren Accelerator-Profile',
          query: userQuery,
          responses: { 200: 'Die Profile (Umfang je nach Rolle)' },
        }),
      },
      async (request) => {
        return visibleProfiles(ctx.db, requireUser(request), packages, request.query.userId || undefined);
      },
    );

    app.get(
      '/api/partners/:id',
      {
        config: { access: 'signedIn' },
        schema: docs({
          tag: 'partners',
          summary: 'Ein Accelerator-Profil (mit ETag, wenn vollständig)',
          params: idParam,
          responses: { 200: 'Das Profil', 404: 'Profil nicht gefunden' },
        }),
      },
      async (request, reply) => {
        const view = await visibleProfile(ctx.db, requireUser(request), packages, request.params.id);
        if (!view) throw notFound();
        return sendProfile(reply, view);
      },
    );

    app.post(
      '/api/partners',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'partners',
          summary: 'Ein Accelerator-Profil anlegen',
          body: createProfileRequest,
          responses: {
            201: 'Das Profil, mit ETag',
            400: 'Eingabe ungültig oder kein Accelerator',
            404: 'Benutzer nicht gefunden',
            409: 'Profil existiert bereits',
          },
        }),
      },
      async (request, reply) => {
        const { userId, ...profile } = request.body;
        await commands.createProfile(ctx, userId, profile, metadataOf(request));
        return sendProfile(reply, (await visibleProfile(ctx.db, requireUser(request), packages, userId))!, 201);
      },
    );

    app.put(
      '/api/partners/:id',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'partners',
          summary: 'Ein Accelerator-Profil ändern (If-Match Pflicht)',
          params: idParam,
          headers: ifMatchHeader,
          body: updateProfileRequest,
          responses: {
            200: 'Das Profil, mit neuem ETag',
            404: 'Profil nicht gefunden',
            409: 'Inzwischen von jemand anderem geändert',
            428: 'If-Match fehlt',
          },
        }),
      },
      async (request, reply) => {
        const expectedVersion = requiredIfMatch(request);
        const { userId: _ignored, ...profile } = request.body;
        await commands.updateProfile(ctx, request.params.id, profile, expectedVersion, metadataOf(request));
        return sendProfile(reply, (await visibleProfile(ctx.db, requireUser(request), packages, request.params.id))!);
      },
    );

    app.delete(
      '/api/partners/:id',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'partners',
          summary: 'Ein Accelerator-Profil löschen (If-Match optional)',
          params: idParam,
          headers: ifMatchHeader,
          responses: {
            200: '{ success: true }',
            404: 'Profil nicht gefunden',
            409: 'Inzwischen von jemand anderem geändert',
          },
        }),
      },
      async (request) => {
        const expectedVersion = ifMatchVersion(request);
        await commands.deleteProfile(ctx, request.params.id, expectedVersion, metadataOf(request));
        return { success: true };
      },
    );
  };
}
