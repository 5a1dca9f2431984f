import { useQuery } from '@tanstack/react-query';
import { defaultSpecialty, isFullProfile, partnerMessages, type PartnerProfile } from '../../../../../modules/partners/contract';
import type { Account } from '../../../../../modules/identity/contract';
import { partnerAccountsQuery } from '../../api/partners-accounts';
import { partnersQuery } from '../../api/partners';
import { AccountList, AccountRow, Badge } from '../../../admins/components/AccountList';
import { ButtonLink } from '../../../../components/ui/Link';
import { EmptyState } from '../../../../components/ui/Page';
import { Spinner } from '../../../../components/ui/Spinner';
import { LoadProblem } from '../LoadProblem';
import { specialtyLabel } from '../../rules/specialty-options';
import { CreateAcceleratorDialog } from './CreateAcceleratorDialog';
import { DeleteAcceleratorDialog } from './DeleteAcceleratorDialog';
import * as styles from './AcceleratorsTab.css';

function status(account: Account, profile: PartnerProfile | undefined) {
  if (!account.active) return <Badge tone="neutral">Deaktiviert</Badge>;
  if (!profile) return <Badge tone="warning">Kein Profil</Badge>;
  return profile.active ? <Badge tone="success">Aktiv</Badge> : <Badge tone="warning">Profil inaktiv</Badge>;
}

/** The 'partners' tab of /admin/partners: every Accelerator account with its profile state. */
export function AcceleratorsTab() {
  const accounts = useQuery(partnerAccountsQuery);
  const profiles = useQuery(partnersQuery);

  const byUser = new Map<string, PartnerProfile>();
  for (const p of profiles.data ?? []) if (isFullProfile(p)) byUser.set(p.userId, p);

  let body;
  if (accounts.isPending) body = <div className={styles.centered}><Spinner /></div>;
  else if (accounts.isError) body = <LoadProblem message={partnerMessages.loadFailed} onRetry={() => void accounts.refetch()} />;
  else if (accounts.data.length === 0) body = <EmptyState title="Noch keine Acceleratoren">Legen Sie den ersten Accelerator an.</EmptyState>;
  else
    body = (
      <AccountList label="Acceleratoren">
        {accounts.data.map((a) => {
          const profile = byUser.get(a.id);
          return (
            <AccountRow
              key={a.id}
              testId="accelerator-row"
              name={a.name}
              muted={!a.active}
              details={[a.email, specialtyLabel(profile?.specialty ?? a.partnerType ?? defaultSpecialty)]}
              badges={status(a, profile)}
              actions={
                a.active ? (
                  <>
                    <ButtonLink variant="secondary" to="/admin/partners/edit/$partnerId" params={{ partnerId: a.id }} aria-label={`Profil von ${a.name} bearbeiten`}>
                      Profil bearbeiten
                    </ButtonLink>
                    <DeleteAcceleratorDialog userId={a.id} name={a.name} />
                  </>
                ) : null
              }
            />
          );
        })}
      </AccountList>
    );

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>Acceleratoren betreuen die Klienten in ihren Paketen. Deaktivierte Konten behalten ihre Historie.</p>
        <CreateAcceleratorDialog />
      </div>
      {profiles.isError && !accounts.isError ? <LoadProblem message={partnerMessages.detailsFailed} onRetry={() => void profiles.refetch()} /> : null}
      {body}
    </div>
  );
}
