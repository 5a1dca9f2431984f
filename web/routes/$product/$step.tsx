import { createFileRoute, redirect } from '@tanstack/react-router';
import { useAppConfig } from '../../api/use-config';
import { guardProductRoute, isWizardStep, wizardSteps } from '../../auth/product-route';
import { PublicLayout } from '../../components/layout/PublicLayout';
import { EmptyState, Page } from '../../components/ui/Page';

export const Route = createFileRoute('/$product/$step')({
  beforeLoad: async ({ context, params, preload }) => {
    await guardProductRoute(context.queryClient, params.product, preload);
    if (!isWizardStep(params.step)) throw redirect({ to: '/$product/$step', params: { product: params.product, step: '1' }, replace: true });
  },
  component: WizardPage,
});

function WizardPage() {
  const { step } = Route.useParams();
  const { productName } = useAppConfig();
  return (
    <PublicLayout>
      <Page title={productName} subtitle={`Schritt ${step} von ${wizardSteps.length}`}>
        <EmptyState title="Der Fragebogen ist noch nicht verfügbar">
          Die {productName} wird hier angeboten, sobald sie freigeschaltet ist.
        </EmptyState>
      </Page>
    </PublicLayout>
  );
}
