import { BusyCalendarsCard } from '../../../scheduling';
import { FeeTermsCard } from '../../../fees';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Account } from '../../../../../modules/identity/contract';
import { partnerMessages } from '../../../../../modules/partners/contract';
import { accountQuery } from '../../api/partners-accounts';
import { editableProfileQuery } from '../../api/partners';
import { LoadError, QueryBoundary } from '../../../../components/errors/LoadError';
import { TextLink } from '../../../../components/ui/Link';
import { Page } from '../../../../components/ui/Page';
import { PartnerProfile } from '../PartnerProfile';
import { detailPageError } from '../../../../components/errors/page-states';

const editPartnerTitle = 'Accelerator-Profil bearbeiten';

function BackToPartners() {
  return <TextLink to="/admin/partners">← Zurück zur Übersicht</TextLink>;
}

/** The editor's page around what it shows. */
function EditPartnerFrame({ children }: { children: ReactNode }) {
  return (
    <Page title={editPartnerTitle} subtitle={<BackToPartners />}>
      {children}
    </Page>
  );
}

/** No such account (a 404): the route's not-found state; trying again cannot help. */
export function PartnerAccountMissing() {
  return (
    <EditPartnerFrame>
      <LoadError message={partnerMessages.userNotFound} />
    </EditPartnerFrame>
  );
}

/**
 * /admin/partners/edit/{partnerId or userId}: both ids are the partner's user id (partners README).
 * The route loads the account (its failure is the route's); the profile loads as a section.
 */
export function EditPartnerPage({ userId }: { userId: string }) {
  const { data: account } = useSuspenseQuery(accountQuery(userId));
  return (
    <EditPartnerFrame>
      {!userId ? (
        <LoadError message={partnerMessages.noUser} />
      ) : account.role !== 'partner' ? (
        <LoadError message={partnerMessages.notAPartner} />
      ) : (
        <>
          <QueryBoundary message={partnerMessages.couldNotLoadPartner}>
            <ProfileOf userId={userId} account={account} />
          </QueryBoundary>
          <BusyCalendarsCard partnerId={userId} />
          <FeeTermsCard partnerId={userId} />
        </>
      )}
    </EditPartnerFrame>
  );
}

function ProfileOf({ userId, account }: { userId: string; account: Account }) {
  const profile = useSuspenseQuery(editableProfileQuery(userId));
  return (
    <PartnerProfile
      userId={userId}
      name={account.name}
      email={account.email}
      accountSpecialty={account.partnerType}
      profile={profile.data}
      reload={() => profile.refetch()}
    />
  );
}

export const EditPartnerLoadError = detailPageError({
  title: editPartnerTitle,
  message: partnerMessages.couldNotLoadUser,
  back: <BackToPartners />,
});
