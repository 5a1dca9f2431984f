import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  title?: string;
  subtitle?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
  testId?: string;
}

/** A titled section of a page; the title labels the region for assistive tech. */
export function Card({ title, subtitle, tone = 'default', children, testId }: CardProps) {
  const titleId = useId();
  return (
    <section
      className={[styles.card, tone === 'danger' && styles.danger].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      data-testid={testId}
    >
      {title ? (
        <header className={styles.header}>
          <h2
            id={titleId}
            className={[styles.title, tone === 'danger' && styles.dangerTitle].filter(Boolean).join(' ')}
          >
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
