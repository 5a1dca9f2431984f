import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './components/errors/ErrorPage';
import { NotFoundPage } from './components/errors/NotFoundPage';
import { FullPageSpinner } from './components/ui/Spinner';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Links load the next screen's data on hover or focus. Loaders only ask the query cache,
    // which knows what is fresh, so the router keeps no loader results of its own.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // While a loader waits (after the router's pendingMs), one shared spinner.
    defaultPendingComponent: FullPageSpinner,
    defaultErrorComponent: ErrorPage,
    // Inside a layout (e.g. /admin/unbekannt) the 404 appears within that layout.
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
