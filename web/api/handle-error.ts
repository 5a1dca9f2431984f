import { toast } from '../components/ui/toast-queue';
import { describeApiError, unauthenticatedNotice, type DescribeOptions, type ErrorNotice } from './error-catalogue';

// The common error handler: turns any failed call into the catalogue's toast (and, for a 401 with
// redirect on, ends the local session and navigates). Navigation is injected by the app at start
// so this file does not depend on the router.

interface ErrorHandlerHooks {
  navigate: (to: string) => void;
  onUnauthenticated: () => void;
  /** Whether this tab still holds a signed-in user (so a session is ended, and said, once). */
  isSignedIn?: () => boolean;
}

let hooks: ErrorHandlerHooks | undefined;

export function configureErrorHandler(next: ErrorHandlerHooks): void {
  hooks = next;
}

export function handleApiError(error: unknown, options: DescribeOptions = {}): ErrorNotice {
  const notice = describeApiError(error, options);
  if (notice.showToast) toast.error(notice.title, notice.description);
  if (notice.redirectTo) leave(notice.redirectTo);
  return notice;
}

function leave(to: string): void {
  hooks?.onUnauthenticated();
  hooks?.navigate(to);
}

/**
 * The session ended elsewhere (a logout in another tab, a password change on another device, a
 * deactivation), noticed by a load refused with 401 or by the socket the server closed: the
 * catalogue's 'Nicht authentifiziert', the local session forgotten, back to '/'. Once: the next
 * refused load finds no signed-in user left.
 */
export function sessionEnded(): void {
  if (!hooks?.isSignedIn?.()) return;
  toast.error(unauthenticatedNotice.title, unauthenticatedNotice.description);
  leave('/');
}

/** A write's `meta.errorToast` that leaves the telling to the common handler (401 signs out). */
export function commonErrorToast(error: unknown): null {
  handleApiError(error, { redirect: true });
  return null;
}
