import { createFileRoute } from '@tanstack/react-router';
import { PartnerDirectoryPage } from '../../features/partners/components/PartnerDirectoryPage';

export const Route = createFileRoute('/_app/partners/')({
  component: PartnerDirectoryPage,
});
