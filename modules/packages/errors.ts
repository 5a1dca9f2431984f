import type { TemplateError } from './decide-template';
import type { UserPackageError } from './decide-user-package';

export type PackagesError = UserPackageError | { code: TemplateError };

export class PackagesDomainError extends Error {
  constructor(readonly error: PackagesError) {
    super(error.code);
    this.name = 'PackagesDomainError';
  }
}

/** decide's answer: the events, or a thrown domain error. */
export function orThrow<E>(result: E[] | PackagesError | TemplateError): E[] {
  if (typeof result === 'string') throw new PackagesDomainError({ code: result });
  if (!Array.isArray(result)) throw new PackagesDomainError(result);
  return result;
}
