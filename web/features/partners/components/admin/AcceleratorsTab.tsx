import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  defaultSpecialty,
  isFullProfile,
  partnerMessages,
  type PartnerProfile,
} from '../../../../../modules/partners/contract';
import type { Account } from '../../../../../modules/identity/contract';
import { partnerAccountsQuery } from '../../api/partners-accounts';
import { partnersQuery } from '../../api/partners';
import { AccountList, AccountRow, Badge } from '../../../admins';
import { LoadError, QueryBoundary } from '../../../../components/errors/LoadError';
import { ButtonLink } from '../../../../components/ui/Link';
import { EmptyState } from '../../../../components/ui/Page';
import { CreateAcceleratorDialog } from './CreateAcceleratorDialog';
import { DeleteAcceleratorDialog } from './DeleteAcceleratorDialog';
import { ReactivateAcceleratorButton } from './ReactivateAcceleratorButton';
import { EraseAcceleratorButton } from './EraseAcceleratorButton';
import * as styles from './AcceleratorsTab.css';

function status(account: Account, profile: PartnerProfile | undefined) {
  if (!account.active) return <Badge tone="neutral">Deaktiviert</Badge>;
  if (!profile) return <Badge tone="warning">Kein Profil</Badge>;
  return profile.active ? <Badge tone="success">Aktiv</Badge> : <Badge tone="warning">Profil inaktiv</Badge>;
}

/** The 'partners' tab of /admin/partners: every Accelerator account with its profile state. */
export function AcceleratorsTab() {
  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          Acceleratoren betreuen die Klienten in ihren Paketen. Deaktivierte Konten behalten ihre Historie.
        </p>
        <CreateAcceleratorDialog />
      </div>
      <QueryBoundary message={partnerMessages.loadFailed}>
        <Accelerators />
      </QueryBoundary>
    </div>
  );
}

/** The accounts are the list; the profiles only add their state (a failure says so above the list). */
function Accelerators() {
  const { data: accounts } = useSuspenseQuery(partnerAccountsQuery);
  const profiles = useQuery(partnersQuery);

  const byUser = new Map<string, PartnerProfile>();
  for (const p of profiles.data ?? []) if (isFullProfile(p)) byUser.set(p.userId, p);

  let body;
  if (accounts.length === 0)
    body = <EmptyState title="Noch keine Acceleratoren">Legen Sie den ersten Accelerator an.</EmptyState>;
  else
    body = (
      <AccountList label="Acceleratoren">
        {accounts.map((a) => {
          const profile = byUser.get(a.id);
          return (
            <AccountRow
              key={a.id}
              testId="accelerator-row"
              name={a.name}
              muted={!a.active}
              details={[a.email, profile?.specialty ?? a.partnerType ?? defaultSpecialty]}
              badges={status(a, profile)}
              actions={
                a.active ? (
                  <>
                    <ButtonLink
                      variant="secondary"
                      to="/admin/partners/edit/$partnerId"
                      params={{ partnerId: a.id }}
                      aria-label={`Profil von ${a.name} bearbeiten`}
                    >
                      Profil bearbeiten
                    </ButtonLink>
                    <DeleteAcceleratorDialog userId={a.id} name={a.name} />
                  </>
                ) : (
                  <>
                    <ReactivateAcceleratorButton userId={a.id} name={a.name} />
                    <EraseAcceleratorButton userId={a.id} name={a.name} />
                  </>
                )
              }
            />
          );
        })}
      </AccountList>
    );

  return (
    <>
      {profiles.isError ? (
        <LoadError message={partnerMessages.detailsFailed} onRetry={() => void profiles.refetch()} />
      ) : null}
      {body}
    </>
  );
}
