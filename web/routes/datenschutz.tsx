import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/PublicLayout';
import { DatenschutzPage } from '../components/legal/DatenschutzPage';

export const Route = createFileRoute('/datenschutz')({
  component: () => (
    <PublicLayout>
      <DatenschutzPage />
    </PublicLayout>
  ),
});
