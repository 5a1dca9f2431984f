import { createFileRoute } from '@tanstack/react-router';
import { KundenKarteiPage } from '../../../features/archive/components/KundenKarteiPage';

export const Route = createFileRoute('/_app/_admin/admin/kundenkartei')({
  component: KundenKarteiPage,
});
