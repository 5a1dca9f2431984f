import type { ReactNode } from 'react';
import { useAppConfig } from '../../api/use-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import * as styles from './Legal.css';

interface LegalArticleProps {
  /** The tab's title. */
  documentTitle: string;
  heading: string;
  lead: ReactNode;
  children: ReactNode;
}

/** A legal page: heading, lead paragraph and its sections. */
export function LegalArticle({ documentTitle, heading, lead, children }: LegalArticleProps) {
  useDocumentTitle(documentTitle);
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </article>
  );
}

/** Who the legal texts name: the product and the provider from the Impressum configuration. */
export function useLegalParties() {
  const { productName, impressum } = useAppConfig();
  return { productName, provider: impressum.company?.trim() || 'der im Impressum genannte Anbieter' };
}
