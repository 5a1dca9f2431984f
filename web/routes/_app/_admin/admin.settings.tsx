import { createFileRoute } from '@tanstack/react-router';
import { schedulingScreenMessages } from '../../../../modules/scheduling/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { schedulingPolicyQuery } from '../../../features/scheduling/api/scheduling';
import { firmDataQuery } from '../../../features/invoicing/api/invoicing';
import { FirmDataCard } from '../../../features/invoicing/components/FirmDataCard';
import { startLoads } from '../../../lib/route-data';
import { SchedulingPolicyCard } from '../../../features/scheduling/components/SchedulingPolicyCard';
import { DatevCard } from '../../../features/invoicing-datev/components/DatevCard';
import { datevSettingsQuery } from '../../../features/invoicing-datev/api/datev';
import { systemStateQuery } from '../../../features/system/api/system';
import { SystemCard } from '../../../features/system/components/SystemCard';
import * as styles from '../../../features/scheduling/components/SettingsPage.css';

const title = 'Einstellungen';

export const Route = createFileRoute('/_app/_admin/admin/settings')({
  // The firm's data, DATEV and system cards load (and fail) on their own.
  loader: ({ context: { queryClient } }) => {
    startLoads(
      queryClient.ensureQueryData(firmDataQuery),
      queryClient.ensureQueryData(datevSettingsQuery),
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
      <div className={styles.cards}>
        <SchedulingPolicyCard />
        <FirmDataCard />
        <DatevCard />
        <SystemCard />
      </div>
    </Page>
  );
}
