import * as styles from './StatusPill.css';

export type PillTone = keyof typeof styles.pill;

/** A small coloured status label; the text carries the meaning, the colour only supports it. */
export function StatusPill({ tone, children, testId }: { tone: PillTone; children: string; testId?: string }) {
  return <span className={styles.pill[tone]} data-testid={testId}>{children}</span>;
}
