import { notFound } from '@tanstack/react-router';
import { isApiError } from '../api/errors';

// Helpers for the routes' loaders (web/README.md, "Data loading"). A loader awaits
// `ensureQueryData` for the data its page is made of (a failure is the route's error); the rest is
// one of the two kinds below. A null stands for a load the screen does not need.

type Load = Promise<unknown> | null;

/** The route's own data; a 404 answer is the route's not-found state (its notFoundComponent). */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

/**
 * Data with a fallback on screen (zero tiles, an unsorted directory): waited for, so the page
 * shows at once as it will stay, but never failing the route.
 */
export async function settledLoads(...loads: Load[]): Promise<void> {
  await Promise.allSettled(loads);
}

/**
 * Sections that wait and fail on their own (QueryBoundary, or a card that shows nothing until its
 * data is there): started with the route, not waited for, so the page does not wait for its
 * slowest card. Only where filling in moves nothing the user may be about to press (a tab not
 * shown, the end of the page, a slow log): a section above buttons that fills in later moves them
 * under the pointer, so such data is `settledLoads`.
 */
export function startLoads(...loads: Load[]): void {
  void Promise.allSettled(loads);
}
