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
