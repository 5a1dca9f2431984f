import { requireSelfOrAdmin, requireUser } from '../../../server/http/access';
import type { Routes } from '../../../server/http/route';
import { succeeded } from '../../../server/http/succeeded';
import { successAnswer } from '../../../lib/answers';
import {
  acceptRequest,
  declineRequest,
  myPackageAnswer,
  packageDetailsSchema,
  rateRequest,
  userPackageSchema,
} from '../contract';
import { idParam, onOffer, packageNotFound, type PackageRouting } from './shared';

/** What a client holds: their package, their answer to an offer, their rating. */
export function clientPackageRoutes(api: Routes, routing: PackageRouting): void {
  const { answerOffer, acceptOffer, detailsOf, onPackage } = routing;
  api.get('/api/packages/my-active', {
    access: 'public',
    summary: 'Das aktuelle Paket des angemeldeten Klienten',
    responses: {
      200: {
        description: 'Das Paket mit Details, oder null (auch ohne Anmeldung)',
        body: packageDetailsSchema.nullable(),
      },
    },
    handler: async (request) => (request.user ? detailsOf(request.user.id) : null),
  });
  api.get('/api/users/me/package', {
    access: 'signedIn',
    summary: 'Das aktuelle Paket des angemeldeten Klienten, mit hasPackage',
    responses: { 200: { description: '{ hasPackage, package }', body: myPackageAnswer } },
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
    responses: {
      200: { description: 'Das Paket mit Details, oder null', body: packageDetailsSchema.nullable() },
      403: 'Fremdes Paket',
    },
    handler: async (request) => detailsOf(requireSelfOrAdmin(request, request.params.id)),
  });
  api.post('/api/packages/accept', {
    access: ['user'],
    summary: 'Ein angebotenes Paket annehmen',
    body: acceptRequest,
    responses: { 200: { description: 'Das Paket mit Details', body: packageDetailsSchema }, ...onOffer },
    handler: async (request) => detailsOf(await acceptOffer(request)),
  });
  api.post('/api/packages/decline', {
    access: ['user'],
    summary: 'Ein angebotenes Paket ablehnen',
    body: declineRequest,
    responses: { 200: { description: '{ success: true }', body: successAnswer }, ...onOffer },
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
      200: { description: 'Das bewertete Paket', body: userPackageSchema },
      409: 'Nicht beendet oder schon bewertet',
    },
    handler: async (request) => {
      const { rating, comment } = request.body;
      return onPackage(request, { type: 'RatePackage', actorId: requireUser(request).id, rating, comment });
    },
  });
}
