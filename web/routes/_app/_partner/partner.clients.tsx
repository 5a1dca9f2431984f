import { createFileRoute } from '@tanstack/react-router';
import { PartnerClientsPage } from '../../../features/partners/components/clients/PartnerClientsPage';

export const Route = createFileRoute('/_app/_partner/partner/clients')({
  component: PartnerClientsPage,
});
