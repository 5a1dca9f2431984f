import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { actorOf, requireClientOrTheirPartner, requireUser } from '../../server/http/access';
import { routePlugin } from '../../server/http/route';
import { metadataOf } from '../../server/http/metadata';
import { idParam } from '../../server/http/path-params';
import { coachesClient } from '../packages';
import {
  completeMilestoneRequest,
  milestoneItemRequest,
  milestoneSchema,
  milestoneTemplateItemSchema,
} from './contract';
import { addTemplateItem, completeMilestone, removeTemplateItem, updateTemplateItem } from './commands';
import { milestonesOf, templateItems } from './queries';

const milestoneNotFound = 'Meilenstein nicht gefunden.';
const plan = z.array(milestoneSchema);
const template = z.array(milestoneTemplateItemSchema);

export function milestonesRoutes(ctx: AppContext) {
  /** What every change of the template answers: the template once the change is done. */
  const templateAfter = async (change: Promise<unknown>) => {
    await change;
    return templateItems(ctx.db);
  };

  return routePlugin('milestones', (api) => {
    api.get('/api/milestones', {
      access: 'signedIn',
      summary: 'Der eigene Meilensteinplan',
      responses: { 200: { description: 'Die Meilensteine', body: plan } },
      handler: async (request) => milestonesOf(ctx.db, requireUser(request).id),
    });

    /** A client's plan: the client, an admin, or an Accelerator who coaches or coached them (`coachesClient`). */
    api.get('/api/milestones/user/:id', {
      access: 'signedIn',
      notFound: milestoneNotFound,
      summary: 'Der Meilensteinplan eines Klienten (eigener, als Accelerator des Klienten oder Admin)',
      params: idParam,
      responses: {
        200: { description: 'Die Meilensteine', body: plan },
        403: 'Kein Zugriff auf diesen Klienten',
      },
      handler: async (request) => {
        const clientId = request.params.id;
        await requireClientOrTheirPartner(request, clientId, (partnerId) => coachesClient(ctx.db, partnerId, clientId));
        return milestonesOf(ctx.db, clientId);
      },
    });

    api.post('/api/milestones/complete/:id', {
      access: 'signedIn',
      notFound: milestoneNotFound,
      summary: 'Einen Meilenstein abschließen',
      params: idParam,
      body: completeMilestoneRequest,
      responses: {
        200: { description: 'Der Plan danach', body: plan },
        403: 'Nur ein Accelerator des Klienten darf das',
        404: 'Kein Plan oder Meilenstein nicht gefunden',
        409: 'Bereits abgeschlossen',
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const clientId = request.body.userId ?? actor.id;
        await completeMilestone(ctx, actor, clientId, request.params.id, request.body.notes, metadataOf(request));
        return milestonesOf(ctx.db, clientId);
      },
    });

    // The template every new plan is copied from (admins).
    api.get('/api/milestones/template', {
      access: ['admin'],
      summary: 'Die Vorlage, aus der jeder neue Plan entsteht',
      responses: { 200: { description: 'Die Vorlagen-Meilensteine', body: template } },
      handler: async () => templateItems(ctx.db),
    });
    api.post('/api/milestones', {
      access: ['admin'],
      summary: 'Einen Meilenstein zur Vorlage hinzufügen',
      body: milestoneItemRequest,
      responses: {
        201: { description: 'Die Vorlage danach', body: template },
        409: 'Der Meilenstein existiert bereits',
      },
      handler: async (request) => templateAfter(addTemplateItem(ctx, request.body, metadataOf(request))),
    });
    api.put('/api/milestones/:id', {
      access: ['admin'],
      notFound: milestoneNotFound,
      summary: 'Einen Meilenstein der Vorlage ändern',
      params: idParam,
      body: milestoneItemRequest,
      responses: { 200: { description: 'Die Vorlage danach', body: template } },
      handler: async (request) =>
        templateAfter(updateTemplateItem(ctx, request.params.id, request.body, metadataOf(request))),
    });
    api.delete('/api/milestones/:id', {
      access: ['admin'],
      notFound: milestoneNotFound,
      summary: 'Einen Meilenstein aus der Vorlage entfernen',
      params: idParam,
      responses: { 200: { description: 'Die Vorlage danach', body: template } },
      handler: async (request) => templateAfter(removeTemplateItem(ctx, request.params.id, metadataOf(request))),
    });
  });
}
