import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../auth/guards';
import { AppLayout } from '../components/layout/AppLayout';

// Every signed-in screen: guarded, inside the shared layout.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => requireAccess(context.queryClient, 'signedIn'),
  component: AppLayout,
});
