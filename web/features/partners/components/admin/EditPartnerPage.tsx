import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { partnerMessages } from '../../../../../modules/partners/contract';
import { accountQuery } from '../../api/partners-accounts';
import { editableProfileQuery } from '../../api/partners';
import { isApiError } from '../../../../api/errors';
import { TextLink } from '../../../../components/ui/Link';
import { Page } from '../../../../components/ui/Page';
import { Spinner } from '../../../../components/ui/Spinner';
import { LoadProblem } from '../LoadProblem';
import { PartnerProfile } from '../PartnerProfile';
import * as styles from '../PartnerProfile.css';

/** /admin/partners/edit/{partnerId or userId}: both ids are the partner's user id (partners README). */
export function EditPartnerPage({ userId }: { userId: string }) {
  const account = useQuery(accountQuery(userId));
  const profile = useQuery({ ...editableProfileQuery(userId), enabled: account.data?.role === 'partner' });

  const back = <TextLink to="/admin/partners">← Zurück zur Übersicht</TextLink>;
  const page = (content: ReactNode) => (
    <Page title="Accelerator-Profil bearbeiten" subtitle={back}>
      {content}
    </Page>
  );

  if (!userId) return page(<LoadProblem message={partnerMessages.noUser} />);
  if (account.isPending) return page(<div className={styles.bar}><Spinner /></div>);
  if (account.isError) {
    const missing = isApiError(account.error) && account.error.status === 404;
    return page(<LoadProblem message={missing ? partnerMessages.userNotFound : partnerMessages.couldNotLoadUser} onRetry={missing ? undefined : () => void account.refetch()} />);
  }
  if (account.data.role !== 'partner') return page(<LoadProblem message={partnerMessages.notAPartner} />);
  if (profile.isPending) return page(<div className={styles.bar}><Spinner /></div>);
  if (profile.isError) return page(<LoadProblem message={partnerMessages.couldNotLoadPartner} onRetry={() => void profile.refetch()} />);

  return page(
    <PartnerProfile
      userId={userId}
      name={account.data.name}
      email={account.data.email}
      accountSpecialty={account.data.partnerType}
      profile={profile.data}
      reload={() => profile.refetch()}
    />,
  );
}
