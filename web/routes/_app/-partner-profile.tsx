import { useMatch, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../modules/identity/contract';
import { useSessionUser } from '../../auth/use-session';
import { NotFoundToast } from '../../components/errors/NotFoundToast';
import {
  loadPartnerProfile,
  PartnerProfileLoadError,
  PartnerProfileMissing,
  PartnerProfilePage,
  type ProfileBack,
} from '../../features/partners';
import { myPackageQuery } from '../../features/packages';

// /partners/$id (from the directory) and /partner/$id (clients come from the package page, spec 02
// §2) are one page that differs only in where 'back' leads: both route files name these. The
// leading '-' keeps this file out of the route tree.

const toDirectory: ProfileBack = { to: '/partners', label: 'Alle Acceleratoren' };
const toPackage: ProfileBack = { to: '/package', label: 'Zurück zu Mein Paket' };

/** A client on /partner/$id goes back to the package page; everyone else to the directory. */
function useBack(): ProfileBack {
  const fromPackage = useMatch({ from: '/_app/partner/$id', shouldThrow: false }) !== undefined;
  const isClient = useSessionUser()?.role === 'user';
  return fromPackage && isClient ? toPackage : toDirectory;
}

/** The profile, and for a client their hours per partner (the packages feature's query). */
export function loadProfile({
  context: { queryClient, user },
  params: { id },
}: {
  context: { queryClient: QueryClient; user: User };
  params: { id: string };
}) {
  return loadPartnerProfile(queryClient, user, id, () => queryClient.ensureQueryData(myPackageQuery));
}

export function ProfileRoute() {
  // Both routes name the profile `$id`; the default only answers the type of a loose read.
  const { id = '' } = useParams({ strict: false });
  return <PartnerProfilePage id={id} back={useBack()} />;
}

/** A 404: the state on the page and the common handler's toast 'Nicht gefunden'. */
export function ProfileMissingRoute() {
  return (
    <>
      <NotFoundToast />
      <PartnerProfileMissing back={useBack()} />
    </>
  );
}

export function ProfileErrorRoute(props: ErrorComponentProps) {
  return <PartnerProfileLoadError {...props} back={useBack()} />;
}
