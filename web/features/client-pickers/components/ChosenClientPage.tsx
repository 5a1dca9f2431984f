import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useSessionUser } from '../../../auth/use-session';
import { EmptyState, Page } from '../../../components/ui/Page';
import { ChosenClientPicker } from './ChosenClientPicker';

/**
 * What a page about one client (/notes, /tasks, /files, /messages) declares; the page shell below
 * and the routes' one factory (`routes/_app/-chosen-client-route.tsx`) do the rest.
 */
export interface ChosenClientScreen<T, K extends QueryKey> {
  title: string;
  /** What the page is to a client (their own), and to partners and admins (a chosen client's). */
  subtitles: { client: string; staff: string };
  /** What stands there before a client is chosen (partners and admins); default `chooseAClient(title)`. */
  unchosen?: ReactNode;
  /** The page's body about the client. */
  Body: ComponentType<{ clientId: string; isClient: boolean }>;
  /** The client's data the route loads before the page shows. */
  query: (clientId: string) => FetchQueryOptions<T, Error, T, K>;
  /** The spec's sentence when that load fails. */
  loadFailed: string;
}

/** Declares a screen; the identity keeps the query's own data and key types (checked here, not in the route). */
export const chosenClientScreen = <T, K extends QueryKey>(screen: ChosenClientScreen<T, K>) => screen;

interface ChosenClientPageProps {
  screen: Pick<ChosenClientScreen<unknown, QueryKey>, 'title' | 'subtitles' | 'unchosen' | 'Body'>;
  /** Partners and admins: the client in the URL, and the way to choose another. */
  clientId: string | undefined;
  onClientChange: (clientId: string | undefined) => void;
}

/** A page about one client: a client's own; partners and admins pick the client above it. */
export function ChosenClientPage({ screen, clientId, onClientChange }: ChosenClientPageProps) {
  const user = useSessionUser();
  if (!user) return null;
  const { title, subtitles, Body } = screen;
  if (user.role === 'user')
    return (
      <Page title={title} subtitle={subtitles.client}>
        <Body clientId={user.id} isClient />
      </Page>
    );
  return (
    <Page title={title} subtitle={subtitles.staff}>
      <ChosenClientPicker role={user.role} value={clientId} onChange={onClientChange} />
      {clientId ? <Body clientId={clientId} isClient={false} /> : (screen.unchosen ?? chooseAClient(title))}
    </Page>
  );
}

/** The usual text before a client is chosen: 'Wählen Sie oben einen Klienten, um seine … zu sehen.' */
const chooseAClient = (what: string) => (
  <EmptyState title="Kein Klient gewählt">{`Wählen Sie oben einen Klienten, um seine ${what} zu sehen.`}</EmptyState>
);
