import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ConcurrencyError, DomainError } from '../eventstore';
import { answerTo, type ErrorTables } from './domain-errors';

/** An answer with a status and a German message; the one way routes report what went wrong. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The answer for something the caller may not know exists or that is not there: 404 with the
 * module's German message; `code` only where a module's API answers with its own name for it.
 */
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, message, code);

export const genericMessages = {
  invalid: 'Die Anfrage ist ungültig. Bitte prüfen Sie Ihre Eingaben.',
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  server: 'Es gibt ein Problem mit dem Server. Bitte versuchen Sie es später erneut.',
  tooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Bitte senden Sie die Daten als JSON.',
  badJson: 'Die Anfrage enthält kein gültiges JSON.',
  badUrl: 'Die Adresse ist ungültig.',
  urlTooLong: 'Die Adresse ist zu lang.',
} as const;

/**
 * What the router refuses before any route runs (Fastify's `frameworkErrors`): a path segment
 * that is no valid URL component, or longer than the router takes. Answered in German, like
 * every other refusal.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void reply.code(414).send({ message: genericMessages.urlTooLong, code: 'URI_TOO_LONG' });
  else void reply.code(400).send({ message: genericMessages.badUrl, code: 'BAD_REQUEST' });
}

/** A contract's verdict on input (see validation.ts): the first problem becomes the message, each field its own. */
function zodToHttp(err: ZodError): HttpError {
  const errors: Record<string, string> = {};
  for (const i of err.issues) {
    const k = i.path.join('.') || '_';
    errors[k] ??= germanIssue(i.message);
  }
  return new HttpError(400, Object.values(errors)[0] ?? genericMessages.invalid, 'VALIDATION', errors);
}

// zod's own defaults are English; a message we wrote ourselves contains no such phrases.
function germanIssue(message: string): string {
  return /^(Invalid|Expected|Too |Unrecognized|Required)/.test(message) ? genericMessages.invalid : message;
}

/** One error handler for the whole app; a module's broken rules are answered from its table in `tables`. */
export function registerErrorHandler(app: FastifyInstance, tables: ErrorTables): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    const domain = err instanceof DomainError ? answerTo(tables, err) : null;
    if (domain) return reply.status(domain.status).send({ message: domain.message, code: domain.code });
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ message: err.message, code: err.code, errors: err.errors });
    }
    if (err instanceof ZodError) {
      // Fastify validated the path with the route's contract: a malformed id names nothing.
      const notFound = request.routeOptions.config.notFound;
      if ((err as Partial<FastifyError>).validationContext === 'params' && notFound)
        return reply.status(404).send({ message: notFound, code: 'NOT_FOUND' });
      const h = zodToHttp(err);
      return reply.status(400).send({ message: h.message, code: h.code, errors: h.errors });
    }
    if (err instanceof ConcurrencyError) {
      return reply.status(409).send({ message: err.message, code: 'CONFLICT' });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: err.message, code: 'RATE_LIMITED' });
    if (status >= 400 && status < 500) {
      const code = (err as FastifyError).code;
      const message =
        code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? genericMessages.tooLarge
          : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? genericMessages.unsupportedMediaType
            : code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
              ? genericMessages.badJson
              : genericMessages.invalid;
      return reply.status(status).send({ message, code: 'BAD_REQUEST' });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: genericMessages.server, code: 'SERVER_ERROR' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Cannot find ${request.method} ${request.url} on this server` });
  });
}
