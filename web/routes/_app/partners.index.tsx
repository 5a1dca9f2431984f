import { createFileRoute } from '@tanstack/react-router';
import { PartnerDirectoryPage } from '../../components/partners/PartnerDirectoryPage';

export const Route = createFileRoute('/_app/partners/')({
  component: PartnerDirectoryPage,
});
