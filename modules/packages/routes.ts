import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { requireUser } from '../../server/http/access';
import { HttpError, parse } from '../../server/http/errors';
import { metadataOf } from '../../server/http/metadata';
import * as commands from './commands';
import { acceptRequest, activateRequest, assignRequest, createAndAssignRequest, declineRequest, rateRequest, templateRequest } from './contract';
import { mapPackagesErrors } from './http-errors';
import * as queries from './queries';

const idParam = z.object({ id: z.string().uuid('Paket nicht gefunden.') });
const notFound = () => new HttpError(404, 'Paket nicht gefunden.', 'NOT_FOUND');

export function packagesRoutes(ctx: AppContext) {
  const idOf = (request: FastifyRequest) => {
    const r = idParam.safeParse(request.params);
    if (!r.success) throw notFound();
    return r.data.id;
  };

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

  return async function routes(app: FastifyInstance): Promise<void> {
    // Templates
    app.get('/api/packages', { config: { access: ['admin'] } }, async () => queries.listTemplates(ctx.db));
    app.get('/api/packages/active', { config: { access: 'signedIn' } }, async () => queries.listTemplates(ctx.db, true));
    app.post('/api/packages', { config: { access: ['admin'] } }, async (request, reply) => {
      const body = parse(templateRequest, request.body);
      const id = await mapPackagesErrors(() => commands.createTemplate(ctx, body, metadataOf(request)));
      return reply.status(201).send(queries.toTemplate((await queries.findTemplate(ctx.db, id))!));
    });
    app.put('/api/packages/:id', { config: { access: ['admin'] } }, async (request) => {
      const id = idOf(request);
      const body = parse(templateRequest, request.body);
      await mapPackagesErrors(() => commands.updateTemplate(ctx, id, body, metadataOf(request)));
      return queries.toTemplate((await queries.findTemplate(ctx.db, id))!);
    });
    app.delete('/api/packages/:id', { config: { access: ['admin'] } }, async (request) => {
      await mapPackagesErrors(() => commands.deleteTemplate(ctx, idOf(request), metadataOf(request)));
      return { success: true };
    });
    app.get('/api/packages/:id/public-info', { config: { access: 'signedIn' } }, async (request) => {
      const template = await queries.findTemplate(ctx.db, idOf(request));
      if (!template) throw notFound();
      return { packageId: template.id, name: template.name, partners: await queries.templatePartnersOf(ctx.db, template) };
    });

    // What a client holds
    app.get('/api/packages/my-active', { config: { access: 'public' } }, async (request) => (request.user ? detailsOf(request.user.id) : null));
    app.get('/api/users/me/package', { config: { access: 'signedIn' } }, async (request) => {
      const details = await detailsOf(requireUser(request).id);
      return { hasPackage: details !== null, package: details };
    });
    app.get('/api/packages/user/:id', { config: { access: 'signedIn' } }, async (request) => {
      const user = requireUser(request);
      const id = idOf(request);
      if (user.role !== 'admin' && user.id !== id) throw new HttpError(403, 'Sie haben keine Berechtigung für diese Aktion.', 'FORBIDDEN');
      return detailsOf(id);
    });
    app.post('/api/packages/accept', { config: { access: ['user'] } }, async (request) => {
      const user = requireUser(request);
      const body = parse(acceptRequest, request.body);
      const id = await clientPackageId(user.id, body.packageId);
      const ua = request.headers['user-agent'];
      await mapPackagesErrors(() => commands.acceptPackage(ctx, id, user.id, request.ip, typeof ua === 'string' ? ua.slice(0, 500) : null, metadataOf(request)));
      return detailsOf(user.id);
    });
    app.post('/api/packages/decline', { config: { access: ['user'] } }, async (request) => {
      const user = requireUser(request);
      const body = parse(declineRequest, request.body);
      const id = await clientPackageId(user.id, body.packageId);
      await mapPackagesErrors(() => commands.declinePackage(ctx, id, user.id, body.reason, metadataOf(request)));
      return { success: true };
    });

    /** The client rates a finished (completed or expired) package once. */
    app.post('/api/packages/:id/rating', { config: { access: ['user'] } }, async (request) => {
      const user = requireUser(request);
      const id = idOf(request);
      const b = parse(rateRequest, request.body);
      await mapPackagesErrors(() => commands.ratePackage(ctx, id, user.id, b.rating, b.comment, metadataOf(request)));
      return queries.toUserPackage((await queries.findUserPackage(ctx.db, id))!);
    });

    // The admin's offers and the queue
    app.get('/api/packages/pending', { config: { access: ['admin'] } }, async () => queries.pendingAssignments(ctx.db));
    app.get('/api/packages/stats', { config: { access: ['admin'] } }, async () => queries.packageStats(ctx.db));
    app.get('/api/packages/clients-without-package', { config: { access: ['admin'] } }, async () => queries.clientsWithoutPackage(ctx.db));
    app.post('/api/packages/create-and-assign', { config: { access: ['admin'] } }, async (request, reply) => {
      const b = parse(createAndAssignRequest, request.body);
      const id = await mapPackagesErrors(() =>
        commands.offerPackage(ctx, {
          clientId: b.clientId, name: b.packageName, description: b.packageDescription, price: b.customPrice, allocations: b.partnerHours,
          paymentReference: b.paymentReference, notes: b.notes, validityMonths: b.validityMonths, activateImmediately: b.activateImmediately, paymentConfirmed: b.paymentConfirmed,
        }, metadataOf(request)),
      );
      return reply.status(201).send(await queries.packageDetails(ctx.db, (await queries.findUserPackage(ctx.db, id))!));
    });
    for (const [path, activateImmediately] of [['/api/packages/assign', false], ['/api/packages/assign-and-activate', true]] as const) {
      app.post(path, { config: { access: ['admin'] } }, async (request, reply) => {
        const b = parse(assignRequest, request.body);
        const id = await mapPackagesErrors(() =>
          commands.offerFromTemplate(ctx, b.packageId, {
            clientId: b.clientId, allocations: b.partnerHours, price: b.price, paymentReference: b.paymentReference, notes: b.notes,
            validityMonths: b.validityMonths, activateImmediately, paymentConfirmed: b.paymentConfirmed,
          }, metadataOf(request)),
        );
        if (!id) throw notFound();
        return reply.status(201).send(await queries.packageDetails(ctx.db, (await queries.findUserPackage(ctx.db, id))!));
      });
    }
    app.post('/api/packages/:id/activate', { config: { access: ['admin'] } }, async (request) => {
      const id = idOf(request);
      const b = parse(activateRequest, request.body);
      await mapPackagesErrors(() => commands.activatePackage(ctx, id, b.notes, b.paymentConfirmed, metadataOf(request)));
      return queries.toUserPackage((await queries.findUserPackage(ctx.db, id))!);
    });
    app.post('/api/packages/:id/complete', { config: { access: ['admin'] } }, async (request) => {
      const id = idOf(request);
      await mapPackagesErrors(() => commands.completePackage(ctx, id, metadataOf(request)));
      return queries.toUserPackage((await queries.findUserPackage(ctx.db, id))!);
    });
  };
}
