import { createFileRoute } from '@tanstack/react-router';
import { schedulingScreenMessages } from '../../../../modules/scheduling/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { schedulingPolicyQuery } from '../../../features/scheduling/api/scheduling';
import { SchedulingPolicyCard } from '../../../features/scheduling/components/SchedulingPolicyCard';
import { DatevCard } from '../../../features/invoicing-datev/components/DatevCard';
import * as styles from '../../../features/scheduling/components/SettingsPage.css';

const title = 'Einstellungen';

export const Route = createFileRoute('/_app/_admin/admin/settings')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(schedulingPolicyQuery),
  errorComponent: (props) => (
    <RouteLoadError {...props} title={title} message={schedulingScreenMessages.policyLoadFailed} />
  ),
  component: AdminSettings,
});

/** The firm's settings: one card per topic (more cards, e.g. the invoices' master data, join the list). */
function AdminSettings() {
  return (
    <Page title={title} subtitle="Regeln und Angaben der Firma.">
      <div className={styles.cards}>
        <SchedulingPolicyCard />
        <DatevCard />
      </div>
    </Page>
  );
}
