import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../auth/guards';

// Partner only (admins pass too).
export const Route = createFileRoute('/_app/_partner')({
  beforeLoad: ({ context }) => requireAccess(context.queryClient, 'partner'),
});
