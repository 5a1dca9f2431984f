import { createFileRoute } from '@tanstack/react-router';
import { AdminPackagesPage } from '../../../features/packages/components/AdminPackagesPage';

export const Route = createFileRoute('/_app/_admin/admin/packages')({
  component: AdminPackagesPage,
});
