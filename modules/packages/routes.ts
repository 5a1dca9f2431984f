import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../server/context';
import { requireUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import { docs } from '../../server/http/openapi';
import { metadataOf } from '../../server/http/metadata';
import * as commands from './commands';
import {
  acceptRequest,
  activateRequest,
  assignRequest,
  createAndAssignRequest,
  declineRequest,
  rateRequest,
  templateRequest,
} from './contract';
import * as queries from './queries';

const packageNotFound = 'Paket nicht gefunden.';
const idParam = z.object({ id: z.string().uuid(packageNotFound) });
const notFound = () => new HttpError(404, packageNotFound, 'NOT_FOUND');

export function packagesRoutes(ctx: AppContext) {
  /** A client's user package by its id, or (lenient, as old clients send it) by the package id. */
  async function clientPackageId(clientId: string, packageId: string): Promise<string> {
    const up = await queries.findUserPackage(ctx.db, packageId);
    if (up) return up.id;
    const current = await queries.currentUserPackage(ctx.db, clientId);
    if (current && current.package_id === packageId) return current.id;
    throw notFound();
  }

  async function detailsOf(userId: string) {
    const up = await queries.currentUserPackage(ctx.db, userId);
    return up ? queries.packageDetails(ctx.db, up) : null;
  }

  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Templates
    app.get(
      '/api/packages',
      {
        config: { access: ['admin'] },
        schema: docs({ tag: 'packages', summary: 'Alle Paketvorlagen', responses: { 200: 'Die Vorlagen' } }),
      },
      async () => queries.listTemplates(ctx.db),
    );
    app.get(
      '/api/packages/active',
      {
        config: { access: 'signedIn' },
        schema: docs({
          tag: 'packages',
          summary: 'Die aktiven Paketvorlagen',
          responses: { 200: 'Die aktiven Vorlagen' },
        }),
      },
      async () => queries.listTemplates(ctx.db, true),
    );
    app.post(
      '/api/packages',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'packages',
          summary: 'Eine Paketvorlage anlegen',
          body: templateRequest,
          responses: { 201: 'Die neue Vorlage', 409: 'Gleichzeitige Änderung' },
        }),
      },
      async (request, reply) => {
        const { body } = request;
        const id = await commands.createTemplate(ctx, body, metadataOf(request));
        return reply.status(201).send(queries.toTemplate((await queries.findTemplate(ctx.db, id))!));
      },
    );
    app.put(
      '/api/packages/:id',
      {
        config: { access: ['admin'], notFound: packageNotFound },
        schema: docs({
          tag: 'packages',
          summary: 'Eine Paketvorlage ändern',
          params: idParam,
          body: templateRequest,
          responses: { 200: 'Die geänderte Vorlage', 404: 'Paket nicht gefunden', 409: 'Gleichzeitige Änderung' },
        }),
      },
      async (request) => {
        const id = request.params.id;
        const { body } = request;
        await commands.updateTemplate(ctx, id, body, metadataOf(request));
        return queries.toTemplate((await queries.findTemplate(ctx.db, id))!);
      },
    );
    app.delete(
      '/api/packages/:id',
      {
        config: { access: ['admin'], notFound: packageNotFound },
        schema: docs({
          tag: 'packages',
          summary: 'Eine Paketvorlage löschen',
          params: idParam,
          responses: {
            200: '{ success: true }',
            404: 'Paket nicht gefunden',
            409: 'Vorlagen der Potenzialanalyse können nicht gelöscht werden',
          },
        }),
      },
      async (request) => {
        await commands.deleteTemplate(ctx, request.params.id, metadataOf(request));
        return { success: true };
      },
    );
    app.get(
      '/api/packages/:id/public-info',
      {
        config: { access: 'signedIn', notFound: packageNotFound },
        schema: docs({
          tag: 'packages',
          summary: 'Name und Acceleratoren einer Paketvorlage',
          params: idParam,
          responses: { 200: 'Name und Acceleratoren', 404: 'Paket nicht gefunden' },
        }),
      },
      async (request) => {
        const template = await queries.findTemplate(ctx.db, request.params.id);
        if (!template) throw notFound();
        return {
          packageId: template.id,
          name: template.name,
          partners: await queries.templatePartnersOf(ctx.db, template),
        };
      },
    );

    // What a client holds
    app.get(
      '/api/packages/my-active',
      {
        config: { access: 'public' },
        schema: docs({
          tag: 'packages',
          summary: 'Das aktuelle Paket des angemeldeten Klienten',
          responses: { 200: 'Das Paket mit Details, oder null (auch ohne Anmeldung)' },
        }),
      },
      async (request) => (request.user ? detailsOf(request.user.id) : null),
    );
    app.get(
      '/api/users/me/package',
      {
        config: { access: 'signedIn' },
        schema: docs({
          tag: 'packages',
          summary: 'Das aktuelle Paket des angemeldeten Klienten, mit hasPackage',
          responses: { 200: '{ hasPackage, package }' },
        }),
      },
      async (request) => {
        const details = await detailsOf(requireUser(request).id);
        return { hasPackage: details !== null, package: details };
      },
    );
    app.get(
      '/api/packages/user/:id',
      {
        config: { access: 'signedIn', notFound: packageNotFound },
        schema: docs({
          tag: 'packages',
          summary: 'Das aktuelle Paket eines Klienten (eigenes oder als Admin)',
          params: idParam,
          responses: { 200: 'Das Paket mit Details, oder null', 403: 'Fremdes Paket' },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const id = request.params.id;
        if (user.role !== 'admin' && user.id !== id)
          throw new HttpError(403, 'Sie haben keine Berechtigung für diese Aktion.', 'FORBIDDEN');
        return detailsOf(id);
      },
    );
    app.post(
      '/api/packages/accept',
      {
        config: { access: ['user'] },
        schema: docs({
          tag: 'packages',
          summary: 'Ein angebotenes Paket annehmen',
          body: acceptRequest,
          responses: {
            200: 'Das Paket mit Details',
            404: 'Paket nicht gefunden',
            409: 'Das Paket ist nicht (mehr) angeboten',
          },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const { body } = request;
        const id = await clientPackageId(user.id, body.packageId);
        const ua = request.headers['user-agent'];
        await commands.acceptPackage(
          ctx,
          id,
          user.id,
          request.ip,
          typeof ua === 'string' ? ua.slice(0, 500) : null,
          metadataOf(request),
        );
        return detailsOf(user.id);
      },
    );
    app.post(
      '/api/packages/decline',
      {
        config: { access: ['user'] },
        schema: docs({
          tag: 'packages',
          summary: 'Ein angebotenes Paket ablehnen',
          body: declineRequest,
          responses: {
            200: '{ success: true }',
            404: 'Paket nicht gefunden',
            409: 'Das Paket ist nicht (mehr) angeboten',
          },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const { body } = request;
        const id = await clientPackageId(user.id, body.packageId);
        await commands.declinePackage(ctx, id, user.id, body.reason, metadataOf(request));
        return { success: true };
      },
    );

    /** The client rates a finished (completed or expired) package once. */
    app.post(
      '/api/packages/:id/rating',
      {
        config: { access: ['user'], notFound: packageNotFound },
        schema: docs({
          tag: 'packages',
          summary: 'Ein beendetes Paket einmal bewerten',
          params: idParam,
          body: rateRequest,
          responses: {
            200: 'Das bewertete Paket',
            404: 'Paket nicht gefunden',
            409: 'Nicht beendet oder schon bewertet',
          },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const id = request.params.id;
        const { body: b } = request;
        await commands.ratePackage(ctx, id, user.id, b.rating, b.comment, metadataOf(request));
        return queries.toUserPackage((await queries.findUserPackage(ctx.db, id))!);
      },
    );

    // The admin's offers and the queue
    app.get(
      '/api/packages/pending',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'packages',
          summary: 'Angebote, die auf Annahme oder Aktivierung warten',
          responses: { 200: 'Die Warteschlange' },
        }),
      },
      async () => queries.pendingAssignments(ctx.db),
    );
    app.get(
      '/api/packages/stats',
      {
        config: { access: ['admin'] },
        schema: docs({ tag: 'packages', summary: 'Paketstatistik', responses: { 200: 'Zahlen je Status' } }),
      },
      async () => queries.packageStats(ctx.db),
    );
    app.get(
      '/api/packages/clients-without-package',
      {
        config: { access: ['admin'] },
        schema: docs({ tag: 'packages', summary: 'Klienten ohne Paket', responses: { 200: 'Die Klienten' } }),
      },
      async () => queries.clientsWithoutPackage(ctx.db),
    );
    app.post(
      '/api/packages/create-and-assign',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'packages',
          summary: 'Ein individuelles Paket anlegen und einem Klienten anbieten',
          body: createAndAssignRequest,
          responses: {
            201: 'Das angebotene Paket mit Details',
            400: 'Eingabe ungültig, kein Klient, unbekannter Accelerator oder schon ein offenes Angebot',
          },
        }),
      },
      async (request, reply) => {
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
        return reply
          .status(201)
          .send(await queries.packageDetails(ctx.db, (await queries.findUserPackage(ctx.db, id))!));
      },
    );
    for (const [path, activateImmediately] of [
      ['/api/packages/assign', false],
      ['/api/packages/assign-and-activate', true],
    ] as const) {
      app.post(
        path,
        {
          config: { access: ['admin'] },
          schema: docs({
            tag: 'packages',
            body: assignRequest,
            summary: activateImmediately
              ? 'Eine Vorlage einem Klienten zuweisen und sofort aktivieren'
              : 'Eine Vorlage einem Klienten anbieten',
            responses: {
              201: 'Das Paket mit Details',
              400: 'Eingabe ungültig, kein Klient, unbekannter Accelerator oder schon ein offenes Angebot',
              404: 'Paket nicht gefunden',
            },
          }),
        },
        async (request, reply) => {
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
          return reply
            .status(201)
            .send(await queries.packageDetails(ctx.db, (await queries.findUserPackage(ctx.db, id))!));
        },
      );
    }
    app.post(
      '/api/packages/:id/activate',
      {
        config: { access: ['admin'], notFound: packageNotFound },
        schema: docs({
          tag: 'packages',
          summary: 'Ein angenommenes Paket aktivieren (Zahlung bestätigt)',
          params: idParam,
          body: activateRequest,
          responses: {
            200: 'Das aktive Paket',
            404: 'Paket nicht gefunden',
            400: 'Zahlung nicht bestätigt',
            409: 'Das Paket ist nicht im passenden Status',
          },
        }),
      },
      async (request) => {
        const id = request.params.id;
        const { body: b } = request;
        await commands.activatePackage(ctx, id, b.notes, b.paymentConfirmed, metadataOf(request));
        return queries.toUserPackage((await queries.findUserPackage(ctx.db, id))!);
      },
    );
    app.post(
      '/api/packages/:id/complete',
      {
        config: { access: ['admin'], notFound: packageNotFound },
        schema: docs({
          tag: 'packages',
          summary: 'Ein aktives Paket abschließen',
          params: idParam,
          responses: { 200: 'Das abgeschlossene Paket', 404: 'Paket nicht gefunden', 409: 'Das Paket ist nicht aktiv' },
        }),
      },
      async (request) => {
        const id = request.params.id;
        await commands.completePackage(ctx, id, metadataOf(request));
        return queries.toUserPackage((await queries.findUserPackage(ctx.db, id))!);
      },
    );
  };
}
