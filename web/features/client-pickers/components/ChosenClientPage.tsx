import type { ReactNode } from 'react';
import { useSessionUser } from '../../../auth/use-session';
import { EmptyState, Page } from '../../../components/ui/Page';
import { ChosenClientPicker } from './ChosenClientPicker';

interface ChosenClientPageProps {
  title: string;
  /** What the page is to a client (their own), and to partners and admins (a chosen client's). */
  subtitles: { client: string; staff: string };
  /** Partners and admins: the client in the URL, and the way to choose another. */
  clientId: string | undefined;
  onClientChange: (clientId: string | undefined) => void;
  /** What stands there before a client is chosen (partners and admins). */
  unchosen: ReactNode;
  children: (clientId: string, isClient: boolean) => ReactNode;
}

/** A page about one client: a client's own; partners and admins pick the client above it. */
export function ChosenClientPage(props: ChosenClientPageProps) {
  const user = useSessionUser();
  if (!user) return null;
  if (user.role === 'user')
    return (
      <Page title={props.title} subtitle={props.subtitles.client}>
        {props.children(user.id, true)}
      </Page>
    );
  return (
    <Page title={props.title} subtitle={props.subtitles.staff}>
      <ChosenClientPicker role={user.role} value={props.clientId} onChange={props.onClientChange} />
      {props.clientId ? props.children(props.clientId, false) : props.unchosen}
    </Page>
  );
}

/** The usual text before a client is chosen: 'Wählen Sie oben einen Klienten, um seine … zu sehen.' */
export const chooseAClient = (what: string) => (
  <EmptyState title="Kein Klient gewählt">{`Wählen Sie oben einen Klienten, um seine ${what} zu sehen.`}</EmptyState>
);
