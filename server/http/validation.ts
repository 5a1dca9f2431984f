import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The German message a malformed id in the path answers with 404 ('Paket nicht gefunden.'); without it, 400. */
    notFound?: string;
  }
}

/**
 * Fastify validates body, query string and path parameters with the routes' zod contracts (their
 * `schema`, see `docs()` and `routesOf`), so handlers get typed, parsed input (`withTypeProvider<ZodTypeProvider>()`).
 * zod's own error goes to the error handler unchanged, which answers it as before: 400 with the first
 * German message and one per field (or 404 for a malformed id, `config.notFound`). A missing or
 * `null` body is read as `{}`, as the routes' parse did. Request headers are only documented: the
 * routes read the few they need (If-Match, the edit token) leniently themselves.
 */
const zodValidator: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  if (httpPart === 'headers') return (headers) => ({ value: headers });
  return (data) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidator);
}
