import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LineIcon } from './LineIcon';
import * as styles from './Page.css';

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** A screen inside the layout: its h1 title and content. */
export function Page({ title, subtitle, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}

/** An honest "nothing here yet" panel. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <div className={styles.emptyMark} aria-hidden="true">
        <LineIcon size={22}>
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 15h8" />
        </LineIcon>
      </div>
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <p>{children}</p> : null}
    </div>
  );
}
