import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../server/context';
import { requireUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import { docs } from '../../server/http/openapi';
import { metadataOf } from '../../server/http/metadata';
import { partnerHasClient } from '../packages';
import { completeMilestoneRequest, milestoneItemRequest } from './contract';
import { addTemplateItem, completeMilestone, removeTemplateItem, updateTemplateItem } from './commands';
import { milestonesOf, templateItems } from './queries';

const idParam = z.object({ id: z.string().uuid() });
const milestoneNotFound = 'Meilenstein nicht gefunden.';

export function milestonesRoutes(ctx: AppContext) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/milestones',
      {
        config: { access: 'signedIn' },
        schema: docs({
          tag: 'milestones',
          summary: 'Der eigene Meilensteinplan',
          responses: { 200: 'Die Meilensteine' },
        }),
      },
      async (request) => milestonesOf(ctx.db, requireUser(request).id),
    );

    /** A client's plan: the client, an admin, or a partner who holds hours in the client's package. */
    app.get(
      '/api/milestones/user/:id',
      {
        config: { access: 'signedIn', notFound: milestoneNotFound },
        schema: docs({
          tag: 'milestones',
          summary: 'Der Meilensteinplan eines Klienten (eigener, als Accelerator des Klienten oder Admin)',
          params: idParam,
          responses: {
            200: 'Die Meilensteine',
            403: 'Kein Zugriff auf diesen Klienten',
            404: 'Meilenstein nicht gefunden',
          },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const clientId = request.params.id;
        const allowed =
          user.role === 'admin' ||
          user.id === clientId ||
          (user.role === 'partner' && (await partnerHasClient(ctx.db, user.id, clientId)));
        if (!allowed) throw new HttpError(403, 'Sie haben keine Berechtigung für diese Aktion.', 'FORBIDDEN');
        return milestonesOf(ctx.db, clientId);
      },
    );

    app.post(
      '/api/milestones/complete/:id',
      {
        config: { access: 'signedIn', notFound: milestoneNotFound },
        schema: docs({
          tag: 'milestones',
          summary: 'Einen Meilenstein abschließen',
          params: idParam,
          body: completeMilestoneRequest,
          responses: {
            200: 'Der Plan danach',
            403: 'Nur ein Accelerator des Klienten darf das',
            404: 'Kein Plan oder Meilenstein nicht gefunden',
            409: 'Bereits abgeschlossen',
          },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const { body: b } = request;
        const clientId = b.userId ?? user.id;
        await completeMilestone(
          ctx,
          { id: user.id, role: user.role },
          clientId,
          request.params.id,
          b.notes,
          metadataOf(request),
        );
        return milestonesOf(ctx.db, clientId);
      },
    );

    // The template every new plan is copied from (admins).
    app.get(
      '/api/milestones/template',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'milestones',
          summary: 'Die Vorlage, aus der jeder neue Plan entsteht',
          responses: { 200: 'Die Vorlagen-Meilensteine' },
        }),
      },
      async () => templateItems(ctx.db),
    );
    app.post(
      '/api/milestones',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'milestones',
          summary: 'Einen Meilenstein zur Vorlage hinzufügen',
          body: milestoneItemRequest,
          responses: { 201: 'Die Vorlage danach', 409: 'Der Meilenstein existiert bereits' },
        }),
      },
      async (request, reply) => {
        const { body: b } = request;
        await addTemplateItem(ctx, b, metadataOf(request));
        return reply.status(201).send(await templateItems(ctx.db));
      },
    );
    app.put(
      '/api/milestones/:id',
      {
        config: { access: ['admin'], notFound: milestoneNotFound },
        schema: docs({
          tag: 'milestones',
          summary: 'Einen Meilenstein der Vorlage ändern',
          params: idParam,
          body: milestoneItemRequest,
          responses: { 200: 'Die Vorlage danach', 404: 'Meilenstein nicht gefunden' },
        }),
      },
      async (request) => {
        const { body: b } = request;
        await updateTemplateItem(ctx, request.params.id, b, metadataOf(request));
        return templateItems(ctx.db);
      },
    );
    app.delete(
      '/api/milestones/:id',
      {
        config: { access: ['admin'], notFound: milestoneNotFound },
        schema: docs({
          tag: 'milestones',
          summary: 'Einen Meilenstein aus der Vorlage entfernen',
          params: idParam,
          responses: { 200: 'Die Vorlage danach', 404: 'Meilenstein nicht gefunden' },
        }),
      },
      async (request) => {
        await removeTemplateItem(ctx, request.params.id, metadataOf(request));
        return templateItems(ctx.db);
      },
    );
  };
}
