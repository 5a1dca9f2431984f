import { createFileRoute } from '@tanstack/react-router';
import { KundenKarteiPage } from '../../../components/archive/KundenKarteiPage';

export const Route = createFileRoute('/_app/_admin/admin/kundenkartei')({
  component: KundenKarteiPage,
});
