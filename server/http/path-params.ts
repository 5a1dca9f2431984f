import { z } from 'zod';

/**
 * The path of a route on one thing (`/api/…/:id`): its uuid. A malformed one names nothing: with the
 * route's `notFound` it answers 404 as an unknown one does (route.ts), without it 400.
 */
export const idParam = z.object({ id: z.string().uuid() });

/** The path of a route about one client (`/api/clients/:clientId/…`), read as `idParam` is. */
export const clientIdParam = z.object({ clientId: z.string().uuid() });
