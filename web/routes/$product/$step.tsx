import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardProductRoute, isWizardStep } from '../../auth/product-route';
import { PublicLayout } from '../../components/layout/PublicLayout';
import { OnboardingWizard, toStepNumber, type WizardStepNumber } from '../../features/onboarding';

export const Route = createFileRoute('/$product/$step')({
  beforeLoad: async ({ context, params, preload }) => {
    await guardProductRoute(context.queryClient, params.product, preload);
    if (!isWizardStep(params.step))
      throw redirect({ to: '/$product/$step', params: { product: params.product, step: '1' }, replace: true });
  },
  component: WizardPage,
});

function WizardPage() {
  const { product, step } = Route.useParams();
  const navigate = useNavigate();
  const goToStep = useCallback(
    (next: WizardStepNumber, options: { replace?: boolean } = {}) =>
      void navigate({
        to: '/$product/$step',
        params: { product, step: String(next) },
        replace: options.replace ?? false,
      }),
    [navigate, product],
  );
  return (
    <PublicLayout>
      <OnboardingWizard step={toStepNumber(step)} goToStep={goToStep} />
    </PublicLayout>
  );
}
