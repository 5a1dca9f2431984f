import { useSuspenseQuery } from '@tanstack/react-query';
import { adminAccountMessages } from '../../../../modules/identity/contract';
import { adminsQuery } from '../api/admins';
import { useSessionUser } from '../../../auth/use-session';
import { formatDate } from '../../../../lib/german/format';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { EmptyState } from '../../../components/ui/Page';
import { AccountList, AccountRow, Badge } from './AccountList';
import { CreateAdminDialog } from './CreateAdminDialog';
import { DeleteAdminDialog } from './DeleteAdminDialog';
import * as styles from './AdminsTab.css';

/** The 'admins' tab of /admin/partners. */
export function AdminsTab() {
  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          Administratoren verwalten Pakete, Klienten, Acceleratoren und andere Administratoren.
        </p>
        <CreateAdminDialog />
      </div>
      <QueryBoundary message={adminAccountMessages.loadFailed}>
        <Admins />
      </QueryBoundary>
    </div>
  );
}

function Admins() {
  const me = useSessionUser();
  const { data: admins } = useSuspenseQuery(adminsQuery);
  const onlyOne = admins.length <= 1;

  if (admins.length === 0) return <EmptyState title="Keine Administratoren" />;
  return (
    <AccountList label="Administratoren">
      {admins.map((a) => {
        const self = a.id === me?.id;
        // Shown before anyone clicks: the server refuses both anyway (400 / 409).
        const refusal = self ? adminAccountMessages.cannotDeleteSelf : onlyOne ? adminAccountMessages.lastAdmin : null;
        return (
          <AccountRow
            key={a.id}
            testId="admin-row"
            name={a.name}
            details={[a.email, `Benutzername: ${a.username} · seit ${formatDate(a.createdAt)}`]}
            badges={self ? <Badge tone="info">Sie</Badge> : null}
            actions={
              refusal ? (
                <span className={styles.refusal}>{refusal}</span>
              ) : (
                <DeleteAdminDialog adminId={a.id} name={a.name} />
              )
            }
          />
        );
      })}
    </AccountList>
  );
}
