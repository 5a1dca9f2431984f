import type { ReactNode } from 'react';
import { EmptyState, Page } from '../ui/Page';

export interface PlaceholderPageProps {
  title: string;
  subtitle?: ReactNode;
  /** What this screen will show, in one plain sentence. */
  comesLater: string;
}

/** A screen whose content arrives with a later issue: its title and an honest empty state. */
export function PlaceholderPage({ title, subtitle, comesLater }: PlaceholderPageProps) {
  return (
    <Page title={title} subtitle={subtitle}>
      <EmptyState title="Noch keine Inhalte">{comesLater}</EmptyState>
    </Page>
  );
}
