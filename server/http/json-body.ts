import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Deeper JSON is refused unread: no form or API of the portal nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;
/** Bodies of routes anyone may call (login, register, questionnaire): a few KiB suffice. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

export const tooDeepMessage = 'Die Anfrage ist zu tief verschachtelt.';

/**
 * How deeply `text` nests arrays and objects, stopping as soon as `max` is passed. A linear scan
 * that skips strings: `JSON.parse` of a megabyte of brackets blocks the event loop for a second,
 * this refuses it in a few milliseconds.
 */
export function exceedsDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/**
 * JSON bodies: checked for depth before they are parsed, then parsed by Fastify's own parser (which
 * refuses `__proto__` and `constructor` poisoning); anonymous routes get a small body limit.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (exceedsDepth(text, MAX_JSON_DEPTH)) return done(new HttpError(400, tooDeepMessage, 'TOO_DEEP'), undefined);
    parse(request, text, done);
  });
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (access === 'public' && route.bodyLimit === undefined) route.bodyLimit = PUBLIC_BODY_LIMIT;
  });
}
