import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../server/context';
import { HttpError, parse } from '../../server/http/errors';
import { requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import * as accounts from './admin-accounts';
import { createAdminRequest, createPartnerUserRequest, updatePartnerTypeRequest } from './contract';
import { mapDomain } from './domain-errors';
import { findUserById, listUsersByRole, toAccount, toAdminUser } from './queries';

export interface AccountRouteOptions {
  /** Meetings or allocations of a partner; wired by the host (server/modules.ts). None: no history. */
  partnerHasHistory?: accounts.PartnerHistoryCheck;
}

const notFound = () => new HttpError(404, 'Benutzer nicht gefunden.', 'NOT_FOUND');

/** The admin's management of Acceleratoren and admins (spec 02 §7 partners and admins). */
export function accountRoutes(ctx: AppContext, opts: AccountRouteOptions = {}) {
  const hasHistory = opts.partnerHasHistory ?? accounts.noPartnerHistory;
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/users/admins', { config: { access: ['admin'] } }, async () => {
      return (await listUsersByRole(ctx.db, 'admin')).filter((u) => u.deactivated_at === null).map(toAdminUser);
    });

    app.post('/api/users/create-admin', { config: { access: ['admin'] } }, async (request, reply) => {
      const body = parse(createAdminRequest, request.body);
      const user = await mapDomain(() => accounts.createAdminAccount(ctx, body, metadataOf(request)));
      return reply.status(201).send({ user });
    });

    app.delete<{ Params: { id: string } }>('/api/users/admin/:id', { config: { access: ['admin'] } }, async (request) => {
      await mapDomain(() => accounts.deleteAdminAccount(ctx, request.params.id, requireUser(request).id, metadataOf(request)));
      return { success: true };
    });

    app.get('/api/users/role/partner', { config: { access: ['admin'] } }, async () => {
      return (await listUsersByRole(ctx.db, 'partner')).map(toAccount);
    });

    app.post('/api/users', { config: { access: ['admin'] } }, async (request, reply) => {
      const body = parse(createPartnerUserRequest, request.body);
      const user = await mapDomain(() => accounts.createPartnerAccount(ctx, body, metadataOf(request)));
      return reply.status(201).send({ user });
    });

    // An admin reads any account; everyone else only their own.
    app.get<{ Params: { id: string } }>('/api/users/:id', { config: { access: 'signedIn' } }, async (request) => {
      const viewer = requireUser(request);
      if (viewer.role !== 'admin' && viewer.id !== request.params.id) throw new HttpError(403, 'Sie haben keine Berechtigung für diese Aktion.', 'FORBIDDEN');
      const row = await findUserById(ctx.db, request.params.id);
      if (!row) throw notFound();
      return { user: toAccount(row) };
    });

    app.put<{ Params: { id: string } }>('/api/users/:id', { config: { access: ['admin'] } }, async (request) => {
      const body = parse(updatePartnerTypeRequest, request.body);
      const user = await mapDomain(() => accounts.changePartnerType(ctx, request.params.id, body.partnerType, metadataOf(request)));
      return { user };
    });

    app.delete<{ Params: { id: string } }>('/api/users/:id', { config: { access: ['admin'] } }, async (request) => {
      const outcome = await mapDomain(() => accounts.removePartnerAccount(ctx, request.params.id, hasHistory, metadataOf(request)));
      return { success: true, outcome };
    });
  };
}
