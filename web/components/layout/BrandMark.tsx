import * as styles from './AppLayout.css';

/** The small logo square: a rising line, for growth. */
export function BrandMark() {
  return (
    <span className={styles.brandMark} aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 32 32">
        <path
          d="M6 23 13 14l5 5 8-11"
          fill="none"
          stroke="#e8c27a"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
