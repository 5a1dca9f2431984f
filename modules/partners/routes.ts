import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { notFound } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { idParam } from '../../server/http/path-params';
import { succeeded } from '../../server/http/succeeded';
import { successAnswer } from '../../lib/answers';
import { requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import { clientRoutes } from './client-routes';
import * as commands from './commands';
import {
  createProfileRequest,
  etagOf,
  isFullProfile,
  partnerMessages,
  partnerProfileSchema,
  partnerProfileViewSchema,
  updateProfileRequest,
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
const ifMatchHeader = z.object({ 'if-match': z.string().optional().describe('Die Version aus dem ETag des Profils') });

/** What changing or deleting a profile may be refused with. */
const onEdit = { 409: 'Inzwischen von jemand anderem geändert' };

export function partnersRoutes(ctx: AppContext, opts: PartnersRouteOptions = {}) {
  const { packages } = opts;
  /** A partner's profile as the viewer may see it; the full view carries its version as ETag (for If-Match). */
  async function sendProfile(request: FastifyRequest, reply: FastifyReply, partnerId: string) {
    const view = await visibleProfile(ctx.db, requireUser(request), packages, partnerId);
    if (!view) throw notFound(partnerMessages.notFound);
    if (isFullProfile(view)) reply.header('ETag', etagOf(view.version));
    return reply.send(view);
  }

  return routePlugin('partners', async (api, fastify) => {
    if (packages) await fastify.register(clientRoutes(ctx, packages));

    api.get('/api/partners', {
      access: 'signedIn',
      summary: 'Die sichtbaren Accelerator-Profile',
      query: userQuery,
      responses: {
        200: { description: 'Die Profile (Umfang je nach Rolle)', body: z.array(partnerProfileViewSchema) },
      },
      handler: async (request) =>
        visibleProfiles(ctx.db, requireUser(request), packages, request.query.userId || undefined),
    });

    api.get('/api/partners/:id', {
      access: 'signedIn',
      notFound: partnerMessages.notFound,
      summary: 'Ein Accelerator-Profil (mit ETag, wenn vollständig)',
      params: idParam,
      responses: { 200: { description: 'Das Profil', body: partnerProfileViewSchema } },
      handler: async (request, reply) => sendProfile(request, reply, request.params.id),
    });

    api.post('/api/partners', {
      access: ['admin'],
      summary: 'Ein Accelerator-Profil anlegen',
      body: createProfileRequest,
      responses: {
        // Only admins create; they (and an Accelerator saving their own) see the full profile.
        201: { description: 'Das Profil, mit ETag', body: partnerProfileSchema },
        400: 'Eingabe ungültig oder kein Accelerator',
        404: 'Benutzer nicht gefunden',
        409: 'Profil existiert bereits',
      },
      handler: async (request, reply) => {
        const { userId, ...profile } = request.body;
        await commands.createProfile(ctx, userId, profile, metadataOf(request));
        return sendProfile(request, reply, userId);
      },
    });

    api.put('/api/partners/:id', {
      // The office edits every profile; an Accelerator their own, except the office's fields (decide.ts).
      access: ['admin', 'partner'],
      notFound: partnerMessages.notFound,
      summary:
        'Ein Accelerator-Profil ändern (If-Match Pflicht; ein Accelerator nur das eigene, ohne die Felder der Geschäftsstelle)',
      params: idParam,
      headers: ifMatchHeader,
      body: updateProfileRequest,
      responses: {
        200: { description: 'Das Profil, mit neuem ETag', body: partnerProfileSchema },
        ...onEdit,
        403: 'Fremdes Profil, oder Felder der Geschäftsstelle geändert',
        428: 'If-Match fehlt',
      },
      handler: async (request, reply) => {
        const expectedVersion = requiredIfMatch(request);
        const { userId: _ignored, ...profile } = request.body;
        const user = requireUser(request);
        const editor = user.role === 'admin' ? { role: 'admin' as const } : { role: 'partner' as const, id: user.id };
        await commands.updateProfile(ctx, request.params.id, profile, expectedVersion, editor, metadataOf(request));
        return sendProfile(request, reply, request.params.id);
      },
    });

    api.delete('/api/partners/:id', {
      access: ['admin'],
      notFound: partnerMessages.notFound,
      summary: 'Ein Accelerator-Profil löschen (If-Match optional)',
      params: idParam,
      headers: ifMatchHeader,
      responses: { 200: { description: '{ success: true }', body: successAnswer }, ...onEdit },
      handler: async (request) =>
        succeeded(commands.deleteProfile(ctx, request.params.id, ifMatchVersion(request), metadataOf(request))),
    });
  });
}
