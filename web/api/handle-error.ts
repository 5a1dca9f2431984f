import { toast } from '../components/ui/toast-queue';
import { describeApiError, type DescribeOptions, type ErrorNotice } from './error-catalogue';

// The common error handler: turns any failed call into the catalogue's toast (and, for a 401 with
// redirect on, ends the local session and navigates). Navigation is injected by the app at start
// so this file does not depend on the router.

interface ErrorHandlerHooks {
  navigate: (to: string) => void;
  onUnauthenticated: () => void;
}

let hooks: ErrorHandlerHooks | undefined;

export function configureErrorHandler(next: ErrorHandlerHooks): void {
  hooks = next;
}

export function handleApiError(error: unknown, options: DescribeOptions = {}): ErrorNotice {
  const notice = describeApiError(error, options);
  if (notice.showToast) toast.error(notice.title, notice.description);
  if (notice.redirectTo) {
    hooks?.onUnauthenticated();
    hooks?.navigate(notice.redirectTo);
  }
  return notice;
}

/** A write's `meta.errorToast` that leaves the telling to the common handler (401 signs out). */
export function commonErrorToast(error: unknown): null {
  handleApiError(error, { redirect: true });
  return null;
}
