import { createFileRoute } from '@tanstack/react-router';
import { AccountInfoCard } from '../../features/account/components/AccountInfoCard';
import { MyDataExportCard } from '../../features/audit/components/MyDataExportCard';
import { ChangePasswordCard } from '../../features/account/components/ChangePasswordCard';
import { DangerZoneCard } from '../../features/account/components/DangerZoneCard';
import * as styles from '../../features/account/components/Account.css';
import { Page } from '../../components/ui/Page';
import { useSessionUser } from '../../auth/use-session';

export const Route = createFileRoute('/_app/account-settings')({ component: AccountSettings });

function AccountSettings() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Page title="Kontoeinstellungen" subtitle="Ihre Kontodaten und Ihr Passwort.">
      <div className={styles.grid}>
        <AccountInfoCard user={user} />
        <ChangePasswordCard />
        <MyDataExportCard />
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
