import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import * as styles from './ErrorPages.css';

interface ErrorScreenProps {
  /** The heading, also the tab's title. */
  title: string;
  text: string;
  /** A large mark above the heading (the 404), hidden from assistive tech. */
  code?: string;
  /** `alert` where the screen replaces what crashed. */
  role?: 'alert';
  /** The buttons that lead on. */
  children: ReactNode;
}

/** The centred box of the error and not-found pages. */
export function ErrorScreen({ title, text, code, role, children }: ErrorScreenProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.wrap} role={role}>
      <div className={styles.box}>
        {code ? (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </div>
  );
}
