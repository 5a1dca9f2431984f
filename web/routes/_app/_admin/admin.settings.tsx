import { createFileRoute } from '@tanstack/react-router';
import { schedulingScreenMessages } from '../../../../modules/scheduling/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { SchedulingPolicyCard, schedulingPolicyQuery } from '../../../features/scheduling';
import { FirmDataCard, firmDataQuery } from '../../../features/invoicing';
import { startLoads } from '../../../lib/route-data';
import { DatevCard, datevSettingsQuery } from '../../../features/invoicing-datev';
import { DunningSettingsCard, dunningSettingsQuery } from '../../../features/invoicing-dunning';
import { SystemCard, systemStateQuery } from '../../../features/system';
import { fullWidth, stack } from '../../../components/ui/layout.css';

const title = 'Einstellungen';

export const Route = createFileRoute('/_app/_admin/admin/settings')({
  // The firm's data, DATEV and system cards load (and fail) on their own.
  loader: ({ context: { queryClient } }) => {
    startLoads(
      queryClient.ensureQueryData(firmDataQuery),
      queryClient.ensureQueryData(datevSettingsQuery),
      queryClient.ensureQueryData(dunningSettingsQuery),
      queryClient.ensureQueryData(systemStateQuery),
    );
    return queryClient.ensureQueryData(schedulingPolicyQuery);
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
