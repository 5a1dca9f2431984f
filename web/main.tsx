import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { configureErrorHandler } from './api/handle-error';
import { createQueryClient } from './api/query-client';
import { endLocalSession } from './auth/end-session';
import { identityKeys } from '../modules/identity/contract/roles';
import { reloadOnStaleBuild } from './lib/stale-build';
import { createAppRouter } from './router';

reloadOnStaleBuild();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The common error handler may end the session and navigate (401 with redirect on).
configureErrorHandler({
  navigate: (to) => void router.navigate({ to, replace: true }),
  onUnauthenticated: () => endLocalSession(queryClient),
  isSignedIn: () => Boolean(queryClient.getQueryData(identityKeys.me)),
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root fehlt in index.html');

createRoot(rootElement).render(
  <StrictMode>
    <I18nProvider locale="de-DE">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
