import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../server/db/kysely';
import { actorOf, requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import type { EventMetadata } from '../../server/eventstore/types';
import type { Part, RouteDocs } from '../../server/http/openapi';
import type { Routes } from '../../server/http/route';
import { idParam } from '../../server/http/path-params';
import { schedulingScreenMessages } from './contract';
import { partnerOnly } from './partner-only';

/** What a route's body is once Fastify has validated it with the route's schema. */
type BodyOf<B extends Part> = B extends z.ZodType ? z.infer<B> : undefined;

/** One thing of an Accelerator's, as `ownAndPartners` declares it twice. */
interface PartnersThing<B extends Part> {
  /** `/api/…` for the Accelerator themself, `/api/partners/:id/…` for an admin naming one. */
  urls: { own: string; ofPartner: string };
  summaries: { own: string; ofPartner: string };
  body?: B;
  responses: RouteDocs['responses'];
  /** What only the own address documents (an admin, who passes every guard, is no Accelerator there). */
  ownResponses?: RouteDocs['responses'];
  answer: (request: FastifyRequest, partnerId: string, body: BodyOf<B>) => Promise<unknown>;
}

/**
 * An Accelerator's availability or calendars at two addresses that answer the same: their own, and
 * an admin's for a named Accelerator, where a path that names no Accelerator (malformed or not)
 * answers 404 before anything is read or written.
 */
export function ownAndPartners<B extends Part = undefined>(
  db: Db,
  api: Routes,
  method: 'get' | 'put' | 'post',
  thing: PartnersThing<B>,
): void {
  const { urls, summaries, body, responses, answer } = thing;
  // Fastify validated the body with `body` before the handler runs (validation.ts).
  const bodyOf = (request: FastifyRequest) => request.body as BodyOf<B>;
  api[method]<B>(urls.own, {
    access: ['partner'],
    summary: summaries.own,
    body,
    responses: { ...responses, ...thing.ownResponses },
    handler: async (request) => answer(request, requireUser(request).id, bodyOf(request)),
  });
  api[method]<B, undefined, typeof idParam>(urls.ofPartner, {
    access: ['admin'],
    notFound: schedulingScreenMessages.partnerNotFound,
    summary: summaries.ofPartner,
    params: idParam,
    body,
    responses,
    handler: async (request) => {
      await partnerOnly(db, request.params.id);
      return answer(request, request.params.id, bodyOf(request));
    },
  });
}

/** An Accelerator's setting that is read and saved whole (the availability, the calendars). */
interface PartnersSetting<B extends z.ZodType> {
  urls: PartnersThing<B>['urls'];
  readSummaries: PartnersThing<B>['summaries'];
  saveSummaries: PartnersThing<B>['summaries'];
  body: B;
  /** What reading and saving answer: its German description and schema. */
  answer: { description: string; body: z.ZodType };
  /** What a save answers, where the API document says it otherwise than for reading. */
  savedDescription?: string;
  /** The save's 400 reason, for the API document. */
  invalid: string;
  /** What only the own address documents for a save. */
  ownSaveResponses?: RouteDocs['responses'];
  view: (partnerId: string) => Promise<unknown>;
  save: (
    actor: ReturnType<typeof actorOf>,
    partnerId: string,
    body: BodyOf<B>,
    metadata: EventMetadata,
  ) => Promise<unknown>;
}

/**
 * GET and PUT of an Accelerator's setting at both addresses (`ownAndPartners`): a save answers what
 * was saved, read back, so the form takes the stored values from the answer.
 */
export function partnersSettingRoutes<B extends z.ZodType>(db: Db, api: Routes, setting: PartnersSetting<B>): void {
  const { urls, answer, view } = setting;
  ownAndPartners(db, api, 'get', {
    urls,
    summaries: setting.readSummaries,
    responses: { 200: answer },
    answer: async (_request, partnerId) => view(partnerId),
  });
  ownAndPartners(db, api, 'put', {
    urls,
    summaries: setting.saveSummaries,
    body: setting.body,
    responses: {
      200: setting.savedDescription ? { ...answer, description: setting.savedDescription } : answer,
      400: setting.invalid,
    },
    ownResponses: setting.ownSaveResponses,
    answer: async (request, partnerId, body) => {
      await setting.save(actorOf(request), partnerId, body, metadataOf(request));
      return view(partnerId);
    },
  });
}
