import * as styles from './StatusPill.css';

export type PillTone = keyof typeof styles.pill;

interface StatusPillProps {
  tone: PillTone;
  children: string;
  testId?: string;
  /** Machine-readable status for tests and styling hooks. */
  status?: string;
  /** The header variant: larger, with a leading dot. */
  large?: boolean;
}

/** A small coloured status label; the text carries the meaning, the colour only supports it. */
export function StatusPill({ tone, children, testId, status, large = false }: StatusPillProps) {
  return (
    <span
      className={large ? `${styles.pill[tone]} ${styles.large}` : styles.pill[tone]}
      data-testid={testId}
      data-status={status}
    >
      {large ? <span className={styles.dot} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
