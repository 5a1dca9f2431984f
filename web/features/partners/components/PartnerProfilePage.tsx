import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { partnerMessages } from '../../../../modules/partners/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { partnerQuery } from '../api/partners';
import { Card } from '../../../components/ui/Card';
import { ButtonLink, TextLink } from '../../../components/ui/Link';
import { useSessionUser } from '../../../auth/use-session';
import * as styles from './PartnerProfile.css';
import { EmptyState, Page } from '../../../components/ui/Page';
import { PartnerProfileView } from './PartnerProfileView';
import { useAssignedHours } from './use-assigned-hours';

/** Where 'back' leads: the directory, or the package page the client came from. */
export interface ProfileBack {
  to: '/partners' | '/package';
  label: string;
}

interface PartnerProfilePageProps {
  id: string;
  back: ProfileBack;
}

function ProfileBackLink({ back }: { back: ProfileBack }) {
  return <TextLink to={back.to}>← {back.label}</TextLink>;
}

/**
 * /partners/{id} and /partner/{id}: one Accelerator's profile as the viewer may see it; the
 * Accelerator on their own profile is led to 'Mein Profil', where they edit it.
 */
export function PartnerProfilePage({ id, back }: PartnerProfilePageProps) {
  const { data: profile } = useSuspenseQuery(partnerQuery(id));
  const assigned = useAssignedHours();
  const viewer = useSessionUser();
  const own = viewer?.role === 'partner' && viewer.id === profile.userId;
  return (
    <Page title={profile.name} subtitle={<ProfileBackLink back={back} />}>
      {own ? (
        <div className={styles.ownBar}>
          <ButtonLink to="/partner/profile" variant="secondary">
            Mein Profil bearbeiten
          </ButtonLink>
        </div>
      ) : null}
      <Card>
        <PartnerProfileView profile={profile} assigned={assigned.get(profile.userId) ?? null} showName={false} />
      </Card>
    </Page>
  );
}

/** A hidden or missing profile (a 404): the routes' not-found state. */
export function PartnerProfileMissing({ back }: { back: ProfileBack }) {
  return (
    <Page title="Accelerator-Profil" subtitle={<ProfileBackLink back={back} />}>
      <EmptyState title="Profil nicht verfügbar">
        Dieses Accelerator-Profil gibt es nicht oder es ist derzeit nicht sichtbar.
      </EmptyState>
    </Page>
  );
}

/** The profile routes' errorComponent: 'Die Partnerdetails konnten nicht geladen werden.' and the way back. */
export function PartnerProfileLoadError({ back, ...props }: ErrorComponentProps & { back: ProfileBack }) {
  return (
    <RouteLoadError {...props} title="Accelerator-Profil" message={partnerMessages.detailsFailed}>
      <ProfileBackLink back={back} />
    </RouteLoadError>
  );
}
