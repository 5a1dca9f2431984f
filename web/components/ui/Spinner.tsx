import * as styles from './Spinner.css';

export function Spinner({ label = 'Wird geladen …' }: { label?: string }) {
  return <div className={styles.spinner} role="status" aria-label={label} />;
}

/** Shown while the session loads (the guards wait for it). */
export function FullPageSpinner() {
  return (
    <div className={styles.fullPage}>
      <Spinner />
    </div>
  );
}
