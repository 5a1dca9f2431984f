import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../auth/guards';
import { AppLayout } from '../components/layout/AppLayout';
import { useUnreadMessages } from '../features/messages';

// Every signed-in screen: guarded, inside the shared layout, the menu counting unread messages.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => requireAccess(context.queryClient, 'signedIn'),
  component: SignedIn,
});

function SignedIn() {
  return <AppLayout counts={{ '/messages': useUnreadMessages() }} />;
}
