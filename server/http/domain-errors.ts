import type { CodeOf, DomainError, Rejection } from '../eventstore';

/**
 * How the API answers one broken rule: HTTP status, German message (or one made from the
 * rejection's details, e.g. the hours still available), and the API code clients match on.
 */
export type ErrorAnswer<R> = readonly [status: number, message: string | ((rejection: R) => string), code: string];

/**
 * A refusal in a module's own words (a questionnaire that is not theirs, a deletion only clients
 * may ask for): 403 FORBIDDEN, as `notAllowed` in general words.
 */
export const forbiddenAs = (message: string) => [403, message, 'FORBIDDEN'] as const;

/**
 * The refusal of an actor who may not do this, the same in every module's table and in the role
 * guard (`forbidden`, access.ts).
 */
export const notAllowed = forbiddenAs('Sie haben keine Berechtigung für diese Aktion.');

/**
 * Something a command names is not there, or not for this actor to know of: 404 NOT_FOUND with the
 * module's message, the answer a route gives for it too (`notFound`, errors.ts).
 */
export const notFoundAs = (message: string) => [404, message, 'NOT_FOUND'] as const;

/**
 * A command that needs a reason (cancelling a package, closing a meeting as not held) came without
 * one: 400 REASON_REQUIRED in every module's table, with the module's message.
 */
export const reasonRequired = (message: string) => [400, message, 'REASON_REQUIRED'] as const;

/**
 * A module's one table of answers, with an entry for every code its deciders can reject a command
 * with (the compiler checks that none is missing).
 */
export type ErrorTable<R extends Rejection> = {
  readonly [C in CodeOf<R>]: ErrorAnswer<Extract<R, { readonly code: C }>>;
};

/**
 * A table whose API codes are the rules' own names (notes, tasks, files, messages, milestones,
 * sepa): each rule's status and message, the code added here from its name, so the two cannot
 * differ.
 */
export function namedByRule<R extends Rejection>(answers: {
  readonly [C in CodeOf<R>]: readonly [status: number, message: ErrorAnswer<Extract<R, { readonly code: C }>>[1]];
}): ErrorTable<R> {
  const table: Record<string, ErrorAnswer<never>> = {};
  for (const [code, [status, message]] of Object.entries(
    answers as Record<string, readonly [number, ErrorAnswer<never>[1]]>,
  ))
    table[code] = [status, message, code];
  // The keys are R's codes (the parameter's type), each with its own message: the table's shape.
  return table as ErrorTable<R>;
}

/** Every module's table, by the module name its deciders carry (`server/modules.ts`). */
export type ErrorTables = Readonly<Record<string, Readonly<Record<string, ErrorAnswer<never>>>>>;

/** The answer to a DomainError, or null when no table knows it (a bug: the caller answers 500). */
export function answerTo(
  tables: ErrorTables,
  err: DomainError,
): { status: number; message: string; code: string } | null {
  const answer = tables[err.module]?.[err.code];
  if (!answer) return null;
  const [status, message, code] = answer;
  // The table's entry for this code was written for this code's details.
  const text = typeof message === 'function' ? (message as (details: unknown) => string)(err.details) : message;
  return { status, message: text, code };
}
