import { useQuery } from '@tanstack/react-query';
import { adminAccountMessages } from '../../../../modules/identity/contract';
import { adminsQuery } from '../api/admins';
import { useSessionUser } from '../../../auth/use-session';
import { formatDate } from '../../../../lib/german/format';
import { LoadProblem } from '../../partners/components/LoadProblem';
import { EmptyState } from '../../../components/ui/Page';
import { Spinner } from '../../../components/ui/Spinner';
import { AccountList, AccountRow, Badge } from './AccountList';
import { CreateAdminDialog } from './CreateAdminDialog';
import { DeleteAdminDialog } from './DeleteAdminDialog';
import * as styles from './AdminsTab.css';

/** The 'admins' tab of /admin/partners. */
export function AdminsTab() {
  const me = useSessionUser();
  const admins = useQuery(adminsQuery);
  const onlyOne = (admins.data?.length ?? 0) <= 1;

  let body;
  if (admins.isPending) body = <div className={styles.centered}><Spinner /></div>;
  else if (admins.isError) body = <LoadProblem message={adminAccountMessages.loadFailed} onRetry={() => void admins.refetch()} />;
  else if (admins.data.length === 0) body = <EmptyState title="Keine Administratoren" />;
  else
    body = (
      <AccountList label="Administratoren">
        {admins.data.map((a) => {
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
              actions={refusal ? <span className={styles.refusal}>{refusal}</span> : <DeleteAdminDialog adminId={a.id} name={a.name} />}
            />
          );
        })}
      </AccountList>
    );

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>Administratoren verwalten Pakete, Klienten, Acceleratoren und andere Administratoren.</p>
        <CreateAdminDialog />
      </div>
      {body}
    </div>
  );
}
