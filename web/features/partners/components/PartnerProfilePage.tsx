import { useQuery } from '@tanstack/react-query';
import { partnerMessages } from '../../../../modules/partners/contract';
import { partnerQuery } from '../api/partners';
import { isApiError } from '../../../api/errors';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/Link';
import { EmptyState, Page } from '../../../components/ui/Page';
import { Spinner } from '../../../components/ui/Spinner';
import { LoadProblem } from './LoadProblem';
import { PartnerProfileView } from './PartnerProfileView';
import { useAssignedHours } from './use-assigned-hours';
import * as styles from './Directory.css';

export interface PartnerProfilePageProps {
  id: string;
  /** Where 'back' leads: the directory, or the package page the client came from. */
  back: { to: '/partners' | '/package'; label: string };
}

/** /partners/{id} and /partner/{id}: one Accelerator's profile as the viewer may see it. */
export function PartnerProfilePage({ id, back }: PartnerProfilePageProps) {
  const profile = useQuery(partnerQuery(id));
  const assigned = useAssignedHours();
  const backLink = <TextLink to={back.to}>← {back.label}</TextLink>;

  if (profile.isPending) {
    return (
      <Page title="Accelerator-Profil" subtitle={backLink}>
        <div className={styles.centered}><Spinner /></div>
      </Page>
    );
  }
  if (profile.isError) {
    const missing = isApiError(profile.error) && profile.error.status === 404;
    return (
      <Page title="Accelerator-Profil" subtitle={backLink}>
        {missing ? (
          <EmptyState title="Profil nicht verfügbar">Dieses Accelerator-Profil gibt es nicht oder es ist derzeit nicht sichtbar.</EmptyState>
        ) : (
          <LoadProblem message={partnerMessages.detailsFailed} onRetry={() => void profile.refetch()} />
        )}
      </Page>
    );
  }
  return (
    <Page title={profile.data.name} subtitle={backLink}>
      <Card>
        <PartnerProfileView profile={profile.data} assigned={assigned.get(profile.data.userId) ?? null} showName={false} />
      </Card>
    </Page>
  );
}
