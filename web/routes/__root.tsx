import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { configQuery } from '../api/config';
import { sessionQuery } from '../api/auth';
import { useSessionUser } from '../auth/use-session';
import { DebugButton } from '../components/debug/DebugButton';
import { ErrorPage } from '../components/errors/ErrorPage';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { PublicLayout } from '../components/layout/PublicLayout';
import { FullPageSpinner } from '../components/ui/Spinner';
import { Toasts } from '../components/ui/Toasts';
import { useRealtime } from '../realtime/use-realtime';
import type { RouterContext } from '../router-context';
import '../styles/global.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The session and the product config are loaded once, before any guard runs; a spinner shows meanwhile,
  // and goes as soon as they are there: the router's default keeps a shown spinner for 500 ms, which
  // held every first paint of the app (a reload, a link from a mail) back by about 400 ms.
  beforeLoad: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(sessionQuery),
      context.queryClient.ensureQueryData(configQuery),
    ]);
  },
  pendingComponent: FullPageSpinner,
  pendingMs: 0,
  pendingMinMs: 0,
  component: Root,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  ),
  errorComponent: ErrorPage,
});

function Root() {
  const user = useSessionUser();
  useRealtime(user?.id ?? null);
  return (
    <>
      <Outlet />
      <Toasts />
      <DebugButton />
    </>
  );
}
