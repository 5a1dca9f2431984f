import { useSuspenseQuery } from '@tanstack/react-query';
import { partnerMessages } from '../../../../modules/partners/contract';
import type { User } from '../../../../modules/identity/contract';
import { editableProfileQuery } from '../api/partners';
import { EmptyState, Page } from '../../../components/ui/Page';
import { PartnerProfile } from './PartnerProfile';

export const ownProfileTitle = 'Mein Profil';

/**
 * /partner/profile: the Accelerator's own profile as the office saved it, and 'Bearbeiten' for
 * their own fields (bio, location, contact, links, expertise); the office's are shown, not edited.
 */
export function OwnProfilePage({ user }: { user: User }) {
  const profile = useSuspenseQuery(editableProfileQuery(user.id));
  return (
    <Page
      title={ownProfileTitle}
      subtitle="Ihr Profil im Verzeichnis der Acceleratoren. Stundensatz und verfügbare Stunden sehen nur Sie und die Geschäftsstelle."
    >
      {profile.data ? (
        <PartnerProfile
          own
          userId={user.id}
          name={user.name}
          email={user.email}
          accountSpecialty={profile.data.specialty}
          profile={profile.data}
          reload={() => profile.refetch()}
        />
      ) : (
        <EmptyState title="Noch kein Profil">{partnerMessages.ownProfileMissing}</EmptyState>
      )}
    </Page>
  );
}
