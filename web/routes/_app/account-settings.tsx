import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { AccountInfoCard } from '../../features/account/components/AccountInfoCard';
import { MyDataExportCard } from '../../features/audit/components/MyDataExportCard';
import { ChangePasswordCard } from '../../features/account/components/ChangePasswordCard';
import { TwoFactorCard } from '../../features/account/components/TwoFactorCard';
import { mfaStatusQuery } from '../../features/account/api/mfa';
import { DangerZoneCard } from '../../features/account/components/DangerZoneCard';
import { CalendarFeedCard } from '../../features/calendar/components/CalendarFeedCard';
import { BillingAddressCard } from '../../features/invoicing/components/BillingAddressCard';
import { billingAddressQuery } from '../../features/invoicing/api/invoicing';
import { calendarFeedQuery } from '../../features/calendar/api/calendar';
import { settledLoads } from '../../lib/route-data';
import * as styles from '../../features/account/components/Account.css';
import { Page } from '../../components/ui/Page';
import { useSessionUser } from '../../auth/use-session';

export const Route = createFileRoute('/_app/account-settings')({
  // The cards' own data is waited for too (not failing the route: each card says its own failure),
  // so the page shows as it stays; a card that filled in later moved the others under the pointer.
  loader: ({ context: { queryClient, user } }) =>
    Promise.all([
      queryClient.ensureQueryData(mfaStatusQuery),
      settledLoads(
        user.role === 'user' ? queryClient.ensureQueryData(billingAddressQuery) : null,
        user.role !== 'admin' ? queryClient.ensureQueryData(calendarFeedQuery) : null,
      ),
    ]),
  errorComponent: (props) => (
    <RouteLoadError {...props} title={title} message="Die Kontoeinstellungen konnten nicht geladen werden." />
  ),
  component: AccountSettings,
});

const title = 'Kontoeinstellungen';

function AccountSettings() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Page title={title} subtitle="Ihre Kontodaten, Ihr Passwort und die Zwei-Faktor-Anmeldung.">
      <div className={styles.grid}>
        <AccountInfoCard user={user} />
        <ChangePasswordCard />
        <TwoFactorCard />
        {/* Clients only: the address on their invoices (issue 18). */}
        {user.role === 'user' ? <BillingAddressCard /> : null}
        <MyDataExportCard />
        {/* Admins have no meetings of their own, so no calendar feed (modules/calendar/README.md). */}
        {user.role !== 'admin' ? <CalendarFeedCard /> : null}
        {/* Clients only: admins and partners cannot delete their own account (spec 01 §2). */}
        {user.role === 'user' ? (
          <div className={styles.wide}>
            <DangerZoneCard />
          </div>
        ) : null}
      </div>
    </Page>
  );
}
