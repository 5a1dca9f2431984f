/**
 * The rule a command broke, as a `decide` answers it: a bare code ('EmailTaken'), or an object with
 * a code and what a message needs ({ code: 'InsufficientHours', available, wanted }).
 */
export type Rejection = string | { readonly code: string };

/** The code of a rejection. */
export type CodeOf<R extends Rejection> = R extends string
  ? R
  : R extends { readonly code: infer C extends string }
    ? C
    : never;

/**
 * A broken business rule on its way to the caller. `module` names the error table that answers it
 * (`server/http/domain-errors.ts`); `details` is the rejection object, empty for a bare code. The
 * message is the code, so logs and the command-line tools can tell rules apart.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    readonly module: string,
    rejection: Rejection,
  ) {
    const code = typeof rejection === 'string' ? rejection : rejection.code;
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.details = typeof rejection === 'string' ? {} : rejection;
  }
}
