import { createFileRoute } from '@tanstack/react-router';
import { schedulingScreenMessages } from '../../../../modules/scheduling/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { SchedulingPolicyCard, schedulingPolicyQuery } from '../../../features/scheduling';
import { FirmDataCard, firmDataQuery } from '../../../features/invoicing';
import { settledLoads, startLoads } from '../../../lib/route-data';
import { DatevCard, datevSettingsQuery } from '../../../features/invoicing-datev';
import { DunningSettingsCard, dunningSettingsQuery } from '../../../features/invoicing-dunning';
import { SystemCard, systemStateQuery } from '../../../features/system';
import { fullWidth, stack } from '../../../components/ui/layout.css';

const title = 'Einstellungen';

export const Route = createFileRoute('/_app/_admin/admin/settings')({
  // The cards load and fail on their own; the firm's data, DATEV and dunning are waited for (settled)
  // because each stands above another card's buttons: filling in later moved 'DATEV' under the
  // pointer on a phone (layout-shift.spec). The system card is last, so it may come when it comes.
  loader: async ({ context: { queryClient } }) => {
    const policy = queryClient.ensureQueryData(schedulingPolicyQuery);
    startLoads(queryClient.ensureQueryData(systemStateQuery));
    await settledLoads(
      policy,
      queryClient.ensureQueryData(firmDataQuery),
      queryClient.ensureQueryData(datevSettingsQuery),
      queryClient.ensureQueryData(dunningSettingsQuery),
    );
    return policy;
  },
  errorComponent: (props) => (
    <RouteLoadError {...props} title={title} message={schedulingScreenMessages.policyLoadFailed} />
  ),
  component: AdminSettings,
});

/** The firm's settings: one card per topic (the scheduling policy, the invoices' master data), and the portal's state last. */
function AdminSettings() {
  return (
    <Page title={title} subtitle="Regeln und Angaben der Firma.">
      <div className={`${stack.xl} ${fullWidth}`}>
        <SchedulingPolicyCard />
        <FirmDataCard />
        <DatevCard />
        <DunningSettingsCard />
        <SystemCard />
      </div>
    </Page>
  );
}
