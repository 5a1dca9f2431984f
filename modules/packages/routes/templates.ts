import { z } from 'zod';
import type { AppContext } from '../../../server/context';
import { notFound } from '../../../server/http/errors';
import { metadataOf } from '../../../server/http/metadata';
import type { Routes } from '../../../server/http/route';
import { succeeded } from '../../../server/http/succeeded';
import { successAnswer } from '../../../lib/answers';
import * as commands from '../commands';
import { packageTemplateSchema, templatePublicInfoAnswer, templateRequest } from '../contract';
import { mayReadTemplate } from '../decide-template';
import * as queries from '../queries';
import { packageNotFound, idParam, type PackageRouting } from './shared';

/** The templates: listed, created, changed, deleted, and what a visitor may read of one. */
export function templateRoutes(api: Routes, ctx: AppContext, routing: PackageRouting): void {
  const { templateView } = routing;
  api.get('/api/packages', {
    access: ['admin'],
    summary: 'Alle Paketvorlagen',
    responses: { 200: { description: 'Die Vorlagen', body: z.array(packageTemplateSchema) } },
    handler: async () => queries.listTemplates(ctx.db),
  });
  api.get('/api/packages/active', {
    access: 'signedIn',
    summary: 'Die aktiven Paketvorlagen',
    responses: { 200: { description: 'Die aktiven Vorlagen', body: z.array(packageTemplateSchema) } },
    handler: async () => queries.listTemplates(ctx.db, true),
  });
  api.post('/api/packages', {
    access: ['admin'],
    summary: 'Eine Paketvorlage anlegen',
    body: templateRequest,
    responses: { 201: { description: 'Die neue Vorlage', body: packageTemplateSchema }, 409: 'Gleichzeitige Änderung' },
    handler: async (request) => templateView(await commands.createTemplate(ctx, request.body, metadataOf(request))),
  });
  api.put('/api/packages/:id', {
    access: ['admin'],
    notFound: packageNotFound,
    summary: 'Eine Paketvorlage ändern',
    params: idParam,
    body: templateRequest,
    responses: {
      200: { description: 'Die geänderte Vorlage', body: packageTemplateSchema },
      409: 'Gleichzeitige Änderung',
    },
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
      200: { description: '{ success: true }', body: successAnswer },
      409: 'Vorlagen der Potenzialanalyse können nicht gelöscht werden',
    },
    handler: async (request) => succeeded(commands.deleteTemplate(ctx, request.params.id, metadataOf(request))),
  });
  api.get('/api/packages/:id/public-info', {
    access: 'signedIn',
    notFound: packageNotFound,
    summary: 'Name und Acceleratoren einer Paketvorlage',
    params: idParam,
    responses: {
      200: { description: 'Name und Acceleratoren', body: templatePublicInfoAnswer },
    },
    handler: async (request) => {
      const template = await queries.findTemplate(ctx.db, request.params.id);
      const user = request.user;
      if (!template || !user) throw notFound(packageNotFound);
      const offeredIt = await queries.wasOffered(ctx.db, user.id, template.id);
      if (!mayReadTemplate(template, { role: user.role, offeredIt })) throw notFound(packageNotFound);
      return {
        packageId: template.id,
        name: template.name,
        partners: await queries.templatePartnersOf(ctx.db, template),
      };
    },
  });
}
