import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Deeper JSON is refused unread: no form or API of the portal nests more than a few levels. */
const MAX_JSON_DEPTH = 32;
/** Bodies of routes anyone may call (login, register, questionnaire): a few KiB suffice. */
const PUBLIC_BODY_LIMIT = 64 * 1024;

export const tooDeepMessage = 'Die Anfrage ist zu tief verschachtelt.';
const controlCharacterMessage = 'Die Eingabe enthält unzulässige Steuerzeichen.';

// C0 controls and DEL except tab, line feed and carriage return (multi-line texts keep those).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether any string (or key) in a parsed value holds a control character; NUL would even fail in Postgres. */
export function holdsControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return controlCharacter.test(value);
  if (Array.isArray(value)) return value.some(holdsControlCharacter);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => controlCharacter.test(k) || holdsControlCharacter(v));
  return false;
}

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
 * JSON bodies: an empty one is none; checked for depth before they are parsed, then parsed by Fastify's own parser (which
 * refuses `__proto__` and `constructor` poisoning) and refused if they hold control characters (as
 * are queries and path parameters); anonymous routes get a small body limit.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // No body at all is no JSON to parse: a DELETE sent with the header and nothing after it (as
    // some clients do) was a 400 (issue 32); the route's schema decides whether it needs a body.
    if (text.trim() === '') return done(null, undefined);
    if (exceedsDepth(text, MAX_JSON_DEPTH)) return done(new HttpError(400, tooDeepMessage, 'TOO_DEEP'), undefined);
    parse(request, text, (err, value) => {
      if (err) return done(err, undefined);
      if (holdsControlCharacter(value))
        return done(new HttpError(400, controlCharacterMessage, 'CONTROL_CHARACTER'), undefined);
      done(null, value);
    });
  });
  // Query strings and path segments are text a route stores or searches for, too.
  app.addHook('preValidation', async (request) => {
    if (holdsControlCharacter(request.query) || holdsControlCharacter(request.params))
      throw new HttpError(400, controlCharacterMessage, 'CONTROL_CHARACTER');
  });
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (access === 'public' && route.bodyLimit === undefined) route.bodyLimit = PUBLIC_BODY_LIMIT;
  });
}
