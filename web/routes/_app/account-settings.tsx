import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import {
  AccountInfoCard,
  ChangePasswordCard,
  DangerZoneCard,
  mfaStatusQuery,
  TimeZoneCard,
  TwoFactorCard,
} from '../../features/account';
import { MyDataExportCard } from '../../features/audit';
import { CalendarFeedCard, calendarFeedQuery } from '../../features/calendar';
import { BillingAddressCard, billingAddressQuery } from '../../features/invoicing';
import { settledLoads } from '../../lib/route-data';
import { grid } from '../../components/ui/layout';
import { fullWidth, wide } from '../../components/ui/layout.css';
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
      <div className={`${grid({ columns: 2, gap: 'xl', align: 'start' })} ${fullWidth}`}>
        <AccountInfoCard user={user} />
        <ChangePasswordCard />
        <TwoFactorCard />
        {/* Clients only: the address on their invoices (issue 18). */}
        {user.role === 'user' ? <BillingAddressCard /> : null}
        {/* Clients only: the firm's people read Berlin's clock (issue 34). */}
        {user.role === 'user' ? <TimeZoneCard user={user} /> : null}
        <MyDataExportCard />
        {/* Admins have no meetings of their own, so no calendar feed (modules/calendar/README.md). */}
        {user.role !== 'admin' ? <CalendarFeedCard /> : null}
        {/* Clients only: admins and partners cannot delete their own account (spec 01 §2). */}
        {user.role === 'user' ? (
          <div className={wide}>
            <DangerZoneCard />
          </div>
        ) : null}
      </div>
    </Page>
  );
}
