import { createFileRoute } from '@tanstack/react-router';
import { AdminPackagesPage } from '../../../components/packages/AdminPackagesPage';

export const Route = createFileRoute('/_app/_admin/admin/packages')({
  component: AdminPackagesPage,
});
