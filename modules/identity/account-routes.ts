import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../server/context';
import { HttpError } from '../../server/http/errors';
import { docs } from '../../server/http/openapi';
import { requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import * as accounts from './admin-accounts';
import { createAdminRequest, createPartnerUserRequest, updatePartnerTypeRequest } from './contract';
import { findUserById, listUsersByRole, toAccount, toAdminUser } from './queries';

export interface AccountRouteOptions {
  /** Meetings or allocations of a partner; wired by the host (server/modules.ts). None: no history. */
  partnerHasHistory?: accounts.PartnerHistoryCheck;
}

const userNotFound = 'Benutzer nicht gefunden.';
const notFound = () => new HttpError(404, userNotFound, 'NOT_FOUND');
/** Any text: an id that names no account answers 404 from the lookup or the command. */
const idParam = z.object({ id: z.string() });
/** Uuid-shaped only: the history check hands the id to Postgres as a uuid. */
const accountIdParam = z.object({ id: z.guid() });

/** The admin's management of Acceleratoren and admins (spec 02 §7 partners and admins). */
export function accountRoutes(ctx: AppContext, opts: AccountRouteOptions = {}) {
  const hasHistory = opts.partnerHasHistory ?? accounts.noPartnerHistory;
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/users/admins',
      {
        config: { access: ['admin'] },
        schema: docs({ tag: 'identity', summary: 'Alle aktiven Admins', responses: { 200: 'Die Admins' } }),
      },
      async () => {
        return (await listUsersByRole(ctx.db, 'admin')).filter((u) => u.deactivated_at === null).map(toAdminUser);
      },
    );

    app.post(
      '/api/users/create-admin',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'identity',
          summary: 'Einen Admin anlegen',
          body: createAdminRequest,
          responses: { 201: '{ user }', 409: 'Benutzer existiert bereits' },
        }),
      },
      async (request, reply) => {
        const { body } = request;
        const user = await accounts.createAdminAccount(ctx, body, metadataOf(request));
        return reply.status(201).send({ user });
      },
    );

    app.delete(
      '/api/users/admin/:id',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'identity',
          summary: 'Einen Admin entfernen',
          params: idParam,
          responses: {
            200: '{ success: true }',
            400: 'Sich selbst kann man nicht entfernen',
            404: 'Kein Admin',
            409: 'Der letzte Admin bleibt',
          },
        }),
      },
      async (request) => {
        await accounts.deleteAdminAccount(ctx, request.params.id, requireUser(request).id, metadataOf(request));
        return { success: true };
      },
    );

    app.get(
      '/api/users/role/partner',
      {
        config: { access: ['admin'] },
        schema: docs({ tag: 'identity', summary: 'Alle Acceleratoren-Konten', responses: { 200: 'Die Konten' } }),
      },
      async () => {
        return (await listUsersByRole(ctx.db, 'partner')).map(toAccount);
      },
    );

    app.post(
      '/api/users',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'identity',
          summary: 'Ein Accelerator-Konto anlegen',
          body: createPartnerUserRequest,
          responses: { 201: '{ user }', 409: 'Benutzer existiert bereits' },
        }),
      },
      async (request, reply) => {
        const { body } = request;
        const user = await accounts.createPartnerAccount(ctx, body, metadataOf(request));
        return reply.status(201).send({ user });
      },
    );

    // An admin reads any account; everyone else only their own.
    app.get(
      '/api/users/:id',
      {
        config: { access: 'signedIn' },
        schema: docs({
          tag: 'identity',
          summary: 'Ein Konto (das eigene, oder jedes als Admin)',
          params: idParam,
          responses: { 200: '{ user }', 403: 'Fremdes Konto', 404: 'Benutzer nicht gefunden' },
        }),
      },
      async (request) => {
        const viewer = requireUser(request);
        if (viewer.role !== 'admin' && viewer.id !== request.params.id)
          throw new HttpError(403, 'Sie haben keine Berechtigung für diese Aktion.', 'FORBIDDEN');
        const row = await findUserById(ctx.db, request.params.id);
        if (!row) throw notFound();
        return { user: toAccount(row) };
      },
    );

    app.put(
      '/api/users/:id',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'identity',
          summary: 'Die Art eines Accelerators ändern',
          params: idParam,
          body: updatePartnerTypeRequest,
          responses: { 200: '{ user }', 400: 'Eingabe ungültig oder kein Accelerator', 404: 'Benutzer nicht gefunden' },
        }),
      },
      async (request) => {
        const user = await accounts.changePartnerType(
          ctx,
          request.params.id,
          request.body.partnerType,
          metadataOf(request),
        );
        return { user };
      },
    );

    app.delete(
      '/api/users/:id',
      {
        config: { access: ['admin'], notFound: userNotFound },
        schema: docs({
          tag: 'identity',
          summary: 'Einen Accelerator entfernen (mit Verlauf: deaktivieren)',
          params: accountIdParam,
          responses: { 200: '{ success: true, outcome }', 400: 'Kein Accelerator', 404: 'Benutzer nicht gefunden' },
        }),
      },
      async (request) => {
        const outcome = await accounts.removePartnerAccount(ctx, request.params.id, hasHistory, metadataOf(request));
        return { success: true, outcome };
      },
    );
  };
}
