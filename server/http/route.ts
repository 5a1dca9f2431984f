import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyPluginAsync,
  HTTPMethods,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Access } from './access';
import { answerCheck } from './answer-check';
import { docs, type ApiTag, type Part, type RouteDocs, type RouteSchema } from './openapi';

/** A handler whose request has body, query and params typed by the route's zod contracts. */
type Handler<B extends Part, Q extends Part, P extends Part> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<B, Q, P>,
  ZodTypeProvider
>;

/**
 * One route, declared once: who may call it (`access`, checked by access.ts before validation),
 * what it reads and answers (the zod contracts Fastify validates with, and its OpenAPI entry, see
 * `docs`), and what it does.
 */
interface Route<B extends Part, Q extends Part, P extends Part> extends Omit<RouteDocs<B, Q, P>, 'tag'> {
  access: Access;
  /** The German message a malformed id in the path answers with (404); without it, 400 (validation.ts).
   * Also the documented 404 when `responses` gives none. */
  notFound?: string;
  bodyLimit?: number;
  preValidation?: preValidationAsyncHookHandler;
  handler: Handler<B, Q, P>;
}

/** Declares routes of one method: `api.get(url, route)`. */
type Declare = <B extends Part = undefined, Q extends Part = undefined, P extends Part = undefined>(
  url: string,
  route: Route<B, Q, P>,
) => void;

export type Routes = Record<'get' | 'post' | 'put' | 'delete', Declare>;

/**
 * A module's routes under its OpenAPI tag: `api.post(url, { access, summary, body, responses, handler })`.
 * A route whose documented answers include 201 answers 201 when its handler succeeds, so the
 * document and the status cannot disagree.
 */
export function routesOf(fastify: FastifyInstance, tag: ApiTag): Routes {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const declare =
    (method: HTTPMethods): Declare =>
    (url, { access, notFound, bodyLimit, preValidation, handler, ...documented }) => {
      const created = 201 in documented.responses;
      const answers = answerSchemas(documented.responses);
      const check = fastify.checksAnswers && Object.keys(answers).length > 0;
      app.route({
        method,
        url,
        config: notFound ? { access, notFound } : { access },
        ...(bodyLimit ? { bodyLimit } : {}),
        ...(preValidation ? { preValidation } : {}),
        ...(created ? { preHandler: answerCreated } : {}),
        ...(check ? { preSerialization: answerCheck(answers) } : {}),
        schema: docs({ tag, ...documented, responses: withNotFound(documented.responses, notFound) }),
        handler,
      });
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), delete: declare('DELETE') };
}

/** The documented answer bodies by status. */
function answerSchemas(responses: RouteDocs['responses']): Record<number, ZodType> {
  const out: Record<number, ZodType> = {};
  for (const [status, r] of Object.entries(responses)) if (typeof r !== 'string') out[Number(status)] = r.body;
  return out;
}

/**
 * The answers as documented: a route that answers a malformed id with `notFound` documents its 404 by
 * that text, unless it words a 404 of its own (one that names more cases than an unknown id).
 */
function withNotFound(responses: RouteDocs['responses'], notFound: string | undefined): RouteDocs['responses'] {
  return notFound && !(404 in responses) ? { ...responses, 404: notFound } : responses;
}

const answerCreated: preHandlerAsyncHookHandler = async (_request, reply) => {
  reply.code(201);
};

/** A module's routes as a Fastify plugin (for `app.register`): `declare` adds them under the module's tag. */
export function routePlugin(
  tag: ApiTag,
  declare: (api: Routes, fastify: FastifyInstance) => void | Promise<void>,
): FastifyPluginAsync {
  return async (fastify) => declare(routesOf(fastify, tag), fastify);
}
