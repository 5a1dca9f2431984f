import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { configQuery } from '../api/config';
import { toast } from '../components/ui/toast-queue';
import { loadSession } from './guards';

const wizardSteps = ['1', '2', '3', '4'] as const;
type WizardStep = (typeof wizardSteps)[number];

export function isWizardStep(step: string): step is WizardStep {
  return (wizardSteps as readonly string[]).includes(step);
}

/**
 * The wizard lives under the configured product slug (`/potenzialanalyse` by default); any other
 * first segment is an unknown page. A signed-in user goes to the dashboard (spec 01 §2).
 */
export async function guardProductRoute(queryClient: QueryClient, product: string, preload: boolean): Promise<void> {
  const config = await queryClient.ensureQueryData(configQuery);
  if (product !== config.productSlug) throw notFound();
  const user = await loadSession(queryClient);
  if (user) {
    if (!preload) toast.info('Bereits angemeldet');
    throw redirect({ to: '/dashboard', replace: true });
  }
}
