import type { FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import type { EventMetadata } from '../eventstore/types';
import type { Access } from './access';
import { actorOf } from './access';
import { metadataOf } from './metadata';
import type { Routes } from './route';

interface Setting<B extends ZodType, A extends ZodType> {
  /** Who may read it (the admin alone saves). */
  readAccess: Access;
  readSummary: string;
  saveSummary: string;
  body: B;
  /** What both answer: its German description and schema (the API document; checked under test). */
  answer: { description: string; body: A };
  /** The 400's reason, for the API document; none when the body cannot be wrong beyond its shape. */
  invalid?: string;
  view: () => Promise<z.infer<A>>;
  save: (actor: ReturnType<typeof actorOf>, body: z.output<B>, metadata: EventMetadata) => Promise<unknown>;
}

/**
 * A firm-wide setting at one url: GET answers it, PUT (admin) saves all of it and answers it again,
 * so the form takes the saved values from the answer. Firm data, DATEV, scheduling and payment
 * settings have this shape.
 */
export function settingRoutes<B extends ZodType, A extends ZodType>(
  api: Routes,
  url: string,
  setting: Setting<B, A>,
): void {
  api.get(url, {
    access: setting.readAccess,
    summary: setting.readSummary,
    responses: { 200: setting.answer },
    handler: async () => setting.view(),
  });
  api.put(url, {
    access: ['admin'],
    summary: setting.saveSummary,
    body: setting.body,
    responses: setting.invalid ? { 200: setting.answer, 400: setting.invalid } : { 200: setting.answer },
    handler: async (request: FastifyRequest) => {
      await setting.save(actorOf(request), request.body as z.output<B>, metadataOf(request));
      return setting.view();
    },
  });
}
