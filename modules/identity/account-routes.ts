import { z } from 'zod';
import { successAnswer } from '../../lib/answers';
import type { AppContext } from '../../server/context';
import { notFound } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { succeeded } from '../../server/http/succeeded';
import { requireSelfOrAdmin, requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import * as accounts from './admin-accounts';
import {
  accountSchema,
  adminUserSchema,
  createAdminRequest,
  createPartnerUserRequest,
  adminAccountMessages,
  messages,
  removePartnerResponse,
  updatePartnerTypeRequest,
} from './contract';
import { accountAnswer, adminCreatedAnswer } from './answers';
import { findUserById, listUsersByRole, toAccount, toAdminUser } from './queries';

export interface AccountRouteOptions {
  /** A partner's history and open hours; wired by the host (server/modules.ts). None: no history. */
  partnerTies?: accounts.PartnerTies;
  /** What is open of an Accelerator's money (fees); wired by the host. None: nothing. */
  openFees?: accounts.OpenFeesCheck;
  /**
   * Before an Accelerator's account is deleted or erased: their calendar copies put where they
   * belong now (the calendar module's `settleCopiesOf`), while the account still holds the
   * calendars' passwords; wired by the host. None: nothing to settle.
   */
  settleCalendars?: (partnerId: string) => Promise<void>;
}

const { userNotFound } = messages;
/** Uuid-shaped; a malformed id answers as an unknown one (each route's `notFound`). */
const accountIdParam = z.object({ id: z.guid() });

/** The admin's management of Acceleratoren and admins (spec 02 §7 partners and admins). */
export function accountRoutes(ctx: AppContext, opts: AccountRouteOptions = {}) {
  const ties = opts.partnerTies ?? accounts.noPartnerTies;
  const openFees = opts.openFees ?? accounts.noOpenFees;
  const settleCalendars = opts.settleCalendars ?? (async () => {});
  return routePlugin('identity', (api) => {
    api.get('/api/users/admins', {
      access: ['admin'],
      summary: 'Alle aktiven Admins',
      responses: { 200: { description: 'Die Admins', body: z.array(adminUserSchema) } },
      handler: async () => {
        return (await listUsersByRole(ctx.db, 'admin')).filter((u) => u.deactivated_at === null).map(toAdminUser);
      },
    });

    api.post('/api/users/create-admin', {
      access: ['admin'],
      summary: 'Einen Admin anlegen',
      body: createAdminRequest,
      responses: {
        201: { description: 'Der neue Admin', body: adminCreatedAnswer },
        409: 'Benutzer existiert bereits',
      },
      handler: async (request) => ({ user: await accounts.createAdminAccount(ctx, request.body, metadataOf(request)) }),
    });

    api.delete('/api/users/admin/:id', {
      access: ['admin'],
      notFound: userNotFound,
      summary: 'Einen Admin entfernen',
      params: accountIdParam,
      responses: {
        200: { description: 'Der Admin ist entfernt', body: successAnswer },
        400: 'Sich selbst kann man nicht entfernen',
        404: `${userNotFound} Oder: ${adminAccountMessages.notAnAdmin}`,
        409: 'Der letzte Admin bleibt',
      },
      handler: async (request) =>
        succeeded(accounts.deleteAdminAccount(ctx, request.params.id, requireUser(request).id, metadataOf(request))),
    });

    api.get('/api/users/role/partner', {
      access: ['admin'],
      summary: 'Alle Acceleratoren-Konten',
      responses: { 200: { description: 'Die Konten', body: z.array(accountSchema) } },
      handler: async () => (await listUsersByRole(ctx.db, 'partner')).map(toAccount),
    });

    api.post('/api/users', {
      access: ['admin'],
      summary: 'Ein Accelerator-Konto anlegen',
      body: createPartnerUserRequest,
      responses: { 201: { description: 'Das neue Konto', body: accountAnswer }, 409: 'Benutzer existiert bereits' },
      handler: async (request) => ({
        user: await accounts.createPartnerAccount(ctx, request.body, metadataOf(request)),
      }),
    });

    // An admin reads any account; everyone else only their own.
    api.get('/api/users/:id', {
      access: 'signedIn',
      notFound: userNotFound,
      summary: 'Ein Konto (das eigene, oder jedes als Admin)',
      params: accountIdParam,
      responses: {
        200: { description: 'Das Konto', body: accountAnswer },
        403: 'Fremdes Konto',
      },
      handler: async (request) => {
        const row = await findUserById(ctx.db, requireSelfOrAdmin(request, request.params.id));
        if (!row) throw notFound(userNotFound);
        return { user: toAccount(row) };
      },
    });

    api.put('/api/users/:id', {
      access: ['admin'],
      notFound: userNotFound,
      summary: 'Die Art eines Accelerators ändern',
      params: accountIdParam,
      body: updatePartnerTypeRequest,
      responses: {
        200: { description: 'Das geänderte Konto', body: accountAnswer },
        400: 'Eingabe ungültig oder kein Accelerator',
      },
      handler: async (request) => {
        const user = await accounts.changePartnerType(
          ctx,
          request.params.id,
          request.body.partnerType,
          metadataOf(request),
        );
        return { user };
      },
    });

    api.delete('/api/users/:id', {
      access: ['admin'],
      notFound: userNotFound,
      summary: 'Einen Accelerator entfernen (mit Verlauf: deaktivieren)',
      params: accountIdParam,
      responses: {
        200: { description: 'Gelöscht oder (mit Verlauf) deaktiviert', body: removePartnerResponse },
        400: 'Kein Accelerator',
        409: 'Offene Stunden oder geplante Meetings: zuerst übergeben',
      },
      handler: async (request) => {
        await settleCalendars(request.params.id);
        const outcome = await accounts.removePartnerAccount(ctx, request.params.id, ties, metadataOf(request));
        return { success: true, outcome };
      },
    });

    api.post('/api/users/:id/erase', {
      access: ['admin'],
      notFound: userNotFound,
      summary:
        'Die Daten eines ausgeschiedenen Accelerators löschen (Art. 17 DSGVO); Gutschriften und Auszahlungen bleiben',
      params: accountIdParam,
      responses: {
        200: { description: 'Gelöscht: das Konto, seine persönlichen Daten und Zugänge', body: successAnswer },
        400: 'Kein Accelerator',
        409: 'Noch aktiv, offene Stunden, oder eine Abrechnung ist nicht ausgestellt oder nicht ausgezahlt (benannt)',
      },
      handler: async (request) => {
        await settleCalendars(request.params.id);
        return succeeded(
          accounts.erasePartnerAccount(
            ctx,
            request.params.id,
            { holdsHours: ties.holdsHours, openFees },
            metadataOf(request),
          ),
        );
      },
    });

    api.post('/api/users/:id/reactivate', {
      access: ['admin'],
      notFound: userNotFound,
      summary: 'Einen deaktivierten Accelerator reaktivieren',
      params: accountIdParam,
      responses: {
        200: { description: 'Das wieder aktive Konto', body: accountAnswer },
        400: 'Kein Accelerator',
        409: 'Bereits aktiv',
      },
      handler: async (request) => ({
        user: await accounts.reactivatePartnerAccount(ctx, request.params.id, metadataOf(request)),
      }),
    });
  });
}
