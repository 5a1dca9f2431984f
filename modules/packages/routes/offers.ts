import { z } from 'zod';
import type { AppContext } from '../../../server/context';
import { notFound } from '../../../server/http/errors';
import { metadataOf } from '../../../server/http/metadata';
import type { Routes } from '../../../server/http/route';
import * as commands from '../commands';
import {
  activateRequest,
  assignRequest,
  cancelPackageRequest,
  clientWithoutPackageSchema,
  correctOfferRequest,
  createAndAssignRequest,
  packageDetailsSchema,
  packageStatsSchema,
  pendingAssignmentSchema,
  userPackageSchema,
} from '../contract';
import * as queries from '../queries';
import { packageNotFound, idParam, offerRefused, type PackageRouting } from './shared';

/** The admin's offers and the queue: offering, activating, ending a client's package. */
/** An individual offer as the admin's form sends it (create and correct), in the command's words. */
const offerOf = (b: z.output<typeof correctOfferRequest>) => ({
  clientId: b.clientId,
  name: b.packageName,
  description: b.packageDescription,
  price: b.customPrice,
  allocations: b.partnerHours,
  paymentReference: b.paymentReference,
  notes: b.notes,
  validityMonths: b.validityMonths,
});

export function offerRoutes(api: Routes, ctx: AppContext, routing: PackageRouting): void {
  const { packageView, detailsView, onPackage } = routing;
  api.get('/api/packages/pending', {
    access: ['admin'],
    summary: 'Angebote, die auf Annahme oder Aktivierung warten',
    responses: { 200: { description: 'Die Warteschlange', body: z.array(pendingAssignmentSchema) } },
    handler: async () => queries.pendingAssignments(ctx.db),
  });
  api.get('/api/packages/stats', {
    access: ['admin'],
    summary: 'Paketstatistik',
    responses: { 200: { description: 'Zahlen je Status', body: packageStatsSchema } },
    handler: async () => queries.packageStats(ctx.db),
  });
  api.get('/api/packages/clients-without-package', {
    access: ['admin'],
    summary: 'Klienten ohne Paket',
    responses: { 200: { description: 'Die Klienten', body: z.array(clientWithoutPackageSchema) } },
    handler: async () => queries.clientsWithoutPackage(ctx.db),
  });
  api.post('/api/packages/create-and-assign', {
    access: ['admin'],
    summary: 'Ein individuelles Paket anlegen und einem Klienten anbieten',
    body: createAndAssignRequest,
    responses: {
      201: { description: 'Das angebotene Paket mit Details', body: packageDetailsSchema },
      400: offerRefused,
    },
    handler: async (request) => {
      const { body: b } = request;
      const offer = { ...offerOf(b), activateImmediately: b.activateImmediately, paymentConfirmed: b.paymentConfirmed };
      return detailsView(await commands.offerPackage(ctx, offer, metadataOf(request)));
    },
  });
  api.post('/api/packages/:id/correct', {
    access: ['admin'],
    notFound: packageNotFound,
    summary:
      'Ein offenes Angebot korrigieren: das korrigierte ersetzt es in einem Schritt (eine E-Mail an den Klienten)',
    params: idParam,
    body: correctOfferRequest,
    responses: {
      201: { description: 'Das korrigierte Angebot mit Details', body: packageDetailsSchema },
      400: offerRefused,
      409: 'Das Angebot ist schon angenommen (dann „Paket stornieren“) oder beendet',
    },
    handler: async (request) => {
      const offer = { ...offerOf(request.body), activateImmediately: false, paymentConfirmed: false };
      return detailsView(
        await commands.offerPackage(ctx, { ...offer, corrects: request.params.id }, metadataOf(request)),
      );
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
      responses: {
        201: { description: 'Das Paket mit Details', body: packageDetailsSchema },
        400: offerRefused,
        404: 'Paket nicht gefunden',
      },
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
        if (!id) throw notFound(packageNotFound);
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
      200: { description: 'Das aktive Paket', body: userPackageSchema },
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
      200: {
        description: 'Das abgeschlossene Paket (zukünftige Meetings abgesagt, ihre Stunden freigegeben)',
        body: userPackageSchema,
      },
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
      200: { description: 'Das zurückgezogene Angebot', body: userPackageSchema },
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
      200: {
        description: 'Das stornierte Paket (zukünftige Meetings abgesagt, ihre Stunden freigegeben)',
        body: userPackageSchema,
      },
      400: 'Kein Grund angegeben',
      409: 'Das Paket ist schon beendet oder hat überfällige Meetings',
    },
    handler: async (request) =>
      onPackage(request, { type: 'CancelPackage', reason: request.body.reason, accountDeleted: false }),
  });
}
