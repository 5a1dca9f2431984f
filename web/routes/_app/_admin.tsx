import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../auth/guards';

// Admin only.
export const Route = createFileRoute('/_app/_admin')({
  beforeLoad: ({ context }) => requireAccess(context.queryClient, 'admin'),
});
