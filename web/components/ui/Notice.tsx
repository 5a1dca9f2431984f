import type { ReactNode } from 'react';
import * as styles from './Notice.css';

/** An inline message inside a form or card. Errors are announced at once (role alert). */
export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
}) {
  return (
    <div className={styles.notice[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
