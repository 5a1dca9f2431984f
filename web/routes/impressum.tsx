import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/PublicLayout';
import { ImpressumPage } from '../components/legal/ImpressumPage';

export const Route = createFileRoute('/impressum')({
  component: () => (
    <PublicLayout>
      <ImpressumPage />
    </PublicLayout>
  ),
});
