import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/PublicLayout';
import { NutzungsbedingungenPage } from '../components/legal/NutzungsbedingungenPage';

export const Route = createFileRoute('/nutzungsbedingungen')({
  component: () => (
    <PublicLayout>
      <NutzungsbedingungenPage />
    </PublicLayout>
  ),
});
