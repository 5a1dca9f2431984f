import type { ReactNode } from 'react';
import * as styles from './PackageForms.css';

/** One labelled figure of a summary (a term and its value inside a <dl>). */
export function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? styles.wideFact : styles.fact}>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
