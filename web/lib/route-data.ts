import { notFound } from '@tanstack/react-router';
import { isApiError } from '../api/errors';

// Helpers for the routes' loaders (web/README.md, "Data loading").

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
 * Loads of sections that show their own failure (QueryBoundary): waited for, never failing the
 * route. A null stands for a section the screen does not show.
 */
export async function sectionLoads(...loads: (Promise<unknown> | null)[]): Promise<void> {
  await Promise.allSettled(loads);
}
