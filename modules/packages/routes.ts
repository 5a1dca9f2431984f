import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../server/context';
import type { Untimed } from '../../server/eventstore';
import { requireSelfOrAdmin, requireUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { succeeded } from '../../server/http/succeeded';
import * as commands from './commands';
import type { UserPackageCommand } from './decide-user-package';
import {
  acceptRequest,
  activateRequest,
  assignRequest,
  cancelPackageRequest,
  createAndAssignRequest,
  declineRequest,
  rateRequest,
  templateRequest,
} from './contract';
import * as queries from './queries';

const packageNotFound = 'Paket nicht gefunden.';
const idParam = z.object({ id: z.string().uuid(packageNotFound) });
const notFound = () => new HttpError(404, packageNotFound, 'NOT_FOUND');
/** What answering an offer (accept or decline) may be refused with. */
const onOffer = { 404: 'Paket nicht gefunden', 409: 'Das Paket ist nicht (mehr) angeboten' };
/** A client's answer to an offer, without who answers (the signed-in client). */
type OfferAnswer =
  | Omit<Extract<UserPackageCommand, { type: 'AcceptPackage' }>, 'actorId' | 'now'>
  | Omit<Extract<UserPackageCommand, { type: 'DeclinePackage' }>, 'actorId' | 'now'>;
/** Where a client accepted an offer from, kept with the acceptance: the address and the browser (at most 500 characters). */
const acceptedFrom = (request: FastifyRequest) => {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
};
const offerRefused = 'Eingabe ungültig, kein Klient, unbekannter Accelerator oder schon ein offenes Angebot';

export function packagesRoutes(ctx: AppContext) {
  /** A client's user package by its id, or (lenient, as old clients send it) by the package id. */
  async function clientPackageId(clientId: string, packageId: string): Promise<string> {
    const up = await queries.findUserPackage(ctx.db, packageId);
    if (up) return up.id;
    const current = await queries.currentUserPackage(ctx.db, clientId);
    if (current && current.package_id === packageId) return current.id;
    throw notFound();
  }

  /** The signed-in client accepts or declines the offer the body names; answers the client's id. */
  async function answerOffer(
    request: FastifyRequest & { body: { packageId: string } },
    answer: OfferAnswer,
  ): Promise<string> {
    const client = requireUser(request);
    const id = await clientPackageId(client.id, request.body.packageId);
    await commands.onUserPackage(ctx, id, { ...answer, actorId: client.id }, metadataOf(request));
    return client.id;
  }

  async function detailsOf(userId: string) {
    const up = await queries.currentUserPackage(ctx.db, userId);
    return up ? queries.packageDetails(ctx.db, up) : null;
  }

  // What a command on a package answers: the template, the user package, or it with its details.
  const templateView = async (id: string) => queries.toTemplate((await queries.findTemplate(ctx.db, id))!);
  const packageView = async (id: string) => queries.toUserPackage((await queries.findUserPackage(ctx.db, id))!);
  const detailsView = async (id: string) =>
    queries.packageDetails(ctx.db, (await queries.findUserPackage(ctx.db, id))!);

  /** A command on the user package the path names; answers the package as it is then. */
  async function onPackage(request: FastifyRequest & { params: { id: string } }, command: Untimed<UserPackageCommand>) {
    const { id } = request.params;
    await commands.onUserPackage(ctx, id, command, metadataOf(request));
    return packageView(id);
  }

  return routePlugin('packages', (api) => {
    // Templates
    api.get('/api/packages', {
      access: ['admin'],
      summary: 'Alle Paketvorlagen',
      responses: { 200: 'Die Vorlagen' },
      handler: async () => queries.listTemplates(ctx.db),
    });
    api.get('/api/packages/active', {
      access: 'signedIn',
      summary: 'Die aktiven Paketvorlagen',
      responses: { 200: 'Die aktiven Vorlagen' },
      handler: async () => queries.listTemplates(ctx.db, true),
    });
    api.post('/api/packages', {
      access: ['admin'],
      summary: 'Eine Paketvorlage anlegen',
      body: templateRequest,
      responses: { 201: 'Die neue Vorlage', 409: 'Gleichzeitige Änderung' },
      handler: async (request) => templateView(await commands.createTemplate(ctx, request.body, metadataOf(request))),
    });
    api.put('/api/packages/:id', {
      access: ['admin'],
      notFound: packageNotFound,
      summary: 'Eine Paketvorlage ändern',
      params: idParam,
      body: templateRequest,
      responses: { 200: 'Die geänderte Vorlage', 404: 'Paket nicht gefunden', 409: 'Gleichzeitige Änderung' },
      handler: async (request) => {
        await commands.updateTemplate(ctx, request.params.id, request.body, metadataOf(request));
        return templateView(request.params.id);
      },
    });
    api.delete('/api/packages/:id', {
      access: ['admin'],
      notFound: packageNotFound,
      summary: 'Eine Paketvorlage löschen',
      params: idParam,
      responses: {
        200: '{ success: true }',
        404: 'Paket nicht gefunden',
        409: 'Vorlagen der Potenzialanalyse können nicht gelöscht werden',
      },
      handler: async (request) => succeeded(commands.deleteTemplate(ctx, request.params.id, metadataOf(request))),
    });
    api.get('/api/packages/:id/public-info', {
      access: 'signedIn',
      notFound: packageNotFound,
      summary: 'Name und Acceleratoren einer Paketvorlage',
      params: idParam,
      responses: { 200: 'Name und Acceleratoren', 404: 'Paket nicht gefunden' },
      handler: async (request) => {
        const template = await queries.findTemplate(ctx.db, request.params.id);
        if (!template) throw notFound();
        return {
          packageId: template.id,
          name: template.name,
          partners: await queries.templatePartnersOf(ctx.db, template),
        };
      },
    });

    // What a client holds
    api.get('/api/packages/my-active', {
      access: 'public',
      summary: 'Das aktuelle Paket des angemeldeten Klienten',
      responses: { 200: 'Das Paket mit Details, oder null (auch ohne Anmeldung)' },
      handler: async (request) => (request.user ? detailsOf(request.user.id) : null),
    });
    api.get('/api/users/me/package', {
      access: 'signedIn',
      summary: 'Das aktuelle Paket des angemeldeten Klienten, mit hasPackage',
      responses: { 200: '{ hasPackage, package }' },
      handler: async (request) => {
        const details = await detailsOf(requireUser(request).id);
        return { hasPackage: details !== null, package: details };
      },
    });
    api.get('/api/packages/user/:id', {
      access: 'signedIn',
      notFound: packageNotFound,
      summary: 'Das aktuelle Paket eines Klienten (eigenes oder als Admin)',
      params: idParam,
      responses: { 200: 'Das Paket mit Details, oder null', 403: 'Fremdes Paket' },
      handler: async (request) => detailsOf(requireSelfOrAdmin(request, request.params.id)),
    });
    api.post('/api/packages/accept', {
      access: ['user'],
      summary: 'Ein angebotenes Paket annehmen',
      body: acceptRequest,
      responses: { 200: 'Das Paket mit Details', ...onOffer },
      handler: async (request) =>
        detailsOf(await answerOffer(request, { type: 'AcceptPackage', ...acceptedFrom(request) })),
    });
    api.post('/api/packages/decline', {
      access: ['user'],
      summary: 'Ein angebotenes Paket ablehnen',
      body: declineRequest,
      responses: { 200: '{ success: true }', ...onOffer },
      handler: async (request) => {
        const { reason } = request.body;
        return succeeded(answerOffer(request, { type: 'DeclinePackage', reason }));
      },
    });

    /** The client rates a finished (completed or expired) package once. */
    api.post('/api/packages/:id/rating', {
      access: ['user'],
      notFound: packageNotFound,
      summary: 'Ein beendetes Paket einmal bewerten',
      params: idParam,
      body: rateRequest,
      responses: {
        200: 'Das bewertete Paket',
        404: 'Paket nicht gefunden',
        409: 'Nicht beendet oder schon bewertet',
      },
      handler: async (request) => {
        const { rating, comment } = request.body;
        return onPackage(request, { type: 'RatePackage', actorId: requireUser(request).id, rating, comment });
      },
    });

    // The admin's offers and the queue
    api.get('/api/packages/pending', {
      access: ['admin'],
      summary: 'Angebote, die auf Annahme oder Aktivierung warten',
      responses: { 200: 'Die Warteschlange' },
      handler: async () => queries.pendingAssignments(ctx.db),
    });
    api.get('/api/packages/stats', {
      access: ['admin'],
      summary: 'Paketstatistik',
      responses: { 200: 'Zahlen je Status' },
      handler: async () => queries.packageStats(ctx.db),
    });
    api.get('/api/packages/clients-without-package', {
      access: ['admin'],
      summary: 'Klienten ohne Paket',
      responses: { 200: 'Die Klienten' },
      handler: async () => queries.clientsWithoutPackage(ctx.db),
    });
    api.post('/api/packages/create-and-assign', {
      access: ['admin'],
      summary: 'Ein individuelles Paket anlegen und einem Klienten anbieten',
      body: createAndAssignRequest,
      responses: { 201: 'Das angebotene Paket mit Details', 400: offerRefused },
      handler: async (request) => {
        const { body: b } = request;
        const id = await commands.offerPackage(
          ctx,
          {
            clientId: b.clientId,
            name: b.packageName,
            description: b.packageDescription,
            price: b.customPrice,
            allocations: b.partnerHours,
            paymentReference: b.paymentReference,
            notes: b.notes,
            validityMonths: b.validityMonths,
            activateImmediately: b.activateImmediately,
            paymentConfirmed: b.paymentConfirmed,
          },
          metadataOf(request),
        );
        return detailsView(id);
      },
    });
    for (const [path, activateImmediately] of [
      ['/api/packages/assign', false],
      ['/api/packages/assign-and-activate', true],
    ] as const) {
      api.post(path, {
        access: ['admin'],
        body: assignRequest,
        summary: activateImmediately
          ? 'Eine Vorlage einem Klienten zuweisen und sofort aktivieren'
          : 'Eine Vorlage einem Klienten anbieten',
        responses: { 201: 'Das Paket mit Details', 400: offerRefused, 404: 'Paket nicht gefunden' },
        handler: async (request) => {
          const { body: b } = request;
          const id = await commands.offerFromTemplate(
            ctx,
            b.packageId,
            {
              clientId: b.clientId,
              allocations: b.partnerHours,
              price: b.price,
              paymentReference: b.paymentReference,
              notes: b.notes,
              validityMonths: b.validityMonths,
              activateImmediately,
              paymentConfirmed: b.paymentConfirmed,
            },
            metadataOf(request),
          );
          if (!id) throw notFound();
          return detailsView(id);
        },
      });
    }
    api.post('/api/packages/:id/activate', {
      access: ['admin'],
      notFound: packageNotFound,
      summary: 'Ein angenommenes Paket aktivieren (Zahlung bestätigt)',
      params: idParam,
      body: activateRequest,
      responses: {
        200: 'Das aktive Paket',
        404: 'Paket nicht gefunden',
        400: 'Zahlung nicht bestätigt',
        409: 'Das Paket ist nicht im passenden Status, oder ein Accelerator ist nicht mehr aktiv',
      },
      handler: async (request) => {
        const { notes, paymentConfirmed } = request.body;
        await commands.activatePackage(ctx, request.params.id, { notes, paymentConfirmed }, metadataOf(request));
        return packageView(request.params.id);
      },
    });
    api.post('/api/packages/:id/complete', {
      access: ['admin'],
      notFound: packageNotFound,
      summary: 'Ein aktives Paket abschließen',
      params: idParam,
      responses: {
        200: 'Das abgeschlossene Paket (zukünftige Meetings abgesagt, ihre Stunden freigegeben)',
        404: 'Paket nicht gefunden',
        409: 'Das Paket ist nicht aktiv oder hat überfällige Meetings',
      },
      handler: async (request) => onPackage(request, { type: 'CompletePackage' }),
    });
    api.post('/api/packages/:id/withdraw', {
      access: ['admin'],
      notFound: packageNotFound,
      summary: 'Ein noch nicht angenommenes Angebot zurückziehen (der Klient wird benachrichtigt)',
      params: idParam,
      responses: {
        200: 'Das zurückgezogene Angebot',
        404: 'Paket nicht gefunden',
        409: 'Das Angebot ist schon angenommen (dann „Paket stornieren“) oder beendet',
      },
      handler: async (request) => onPackage(request, { type: 'WithdrawOffer' }),
    });
    api.post('/api/packages/:id/cancel', {
      access: ['admin'],
      notFound: packageNotFound,
      summary: 'Ein angebotenes oder aktives Paket stornieren (mit Grund)',
      params: idParam,
      body: cancelPackageRequest,
      responses: {
        200: 'Das stornierte Paket (zukünftige Meetings abgesagt, ihre Stunden freigegeben)',
        400: 'Kein Grund angegeben',
        404: 'Paket nicht gefunden',
        409: 'Das Paket ist schon beendet oder hat überfällige Meetings',
      },
      handler: async (request) =>
        onPackage(request, { type: 'CancelPackage', reason: request.body.reason, accountDeleted: false }),
    });
  });
}
