import type { preSerializationAsyncHookHandler } from 'fastify';
import type { ZodType } from 'zod';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether routes check their answers against their schemas (see `answerCheck`). */
    checksAnswers: boolean;
  }
}

/**
 * Under test (NODE_ENV=test: the integration and browser suites), every JSON answer of a route
 * that documents one is checked against that schema as the client will read it (after JSON): a
 * field missing, of another kind, or not in the schema answers 500 ANSWER_DRIFT naming the path,
 * so a contract that drifts from its handler fails the test that called it. Outside tests the
 * schemas only document (OpenAPI); checking every answer would cost every request.
 */
export function answerCheck(answers: Record<number, ZodType>): preSerializationAsyncHookHandler {
  return async (request, reply, payload) => {
    const schema = answers[reply.statusCode];
    if (!schema || payload === null || typeof payload !== 'object') return payload;
    const wire: unknown = JSON.parse(JSON.stringify(payload));
    const parsed = schema.safeParse(wire);
    const where = `${request.method} ${request.routeOptions.url} ${reply.statusCode}`;
    if (!parsed.success) {
      const first = parsed.error.issues[0]!;
      throw drift(`${where}: ${pathOf(first.path)} ${first.message}`);
    }
    const extra = extraFields(wire, parsed.data, '');
    if (extra) throw drift(`${where}: ${extra} steht nicht im Schema`);
    return payload;
  };
}

const drift = (detail: string) =>
  new HttpError(500, `Die Antwort weicht von ihrem Schema ab: ${detail}`, 'ANSWER_DRIFT');

const pathOf = (path: PropertyKey[]) => (path.length ? path.map(String).join('.') : '(Antwort)');

/**
 * The first field of `sent` that parsing dropped (zod objects strip what they do not list): an
 * answer must not carry more than its schema says, or the document hides what leaves the server.
 */
function extraFields(sent: unknown, kept: unknown, at: string): string | null {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    for (let i = 0; i < sent.length; i += 1) {
      const found = extraFields(sent[i], kept[i], `${at}${at ? '.' : ''}${i}`);
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(sent) || !isRecord(kept)) return null;
  for (const [key, value] of Object.entries(sent)) {
    const path = `${at}${at ? '.' : ''}${key}`;
    if (!(key in kept)) return path;
    const found = extraFields(value, kept[key], path);
    if (found) return found;
  }
  return null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
