import { LineIcon } from '../ui/LineIcon';
import * as styles from './AppLayout.css';

/** The small logo square: a rising line, for growth. */
export function BrandMark() {
  return (
    <span className={styles.brandMark} aria-hidden="true">
      <LineIcon grid={32} strokeWidth={3}>
        <path d="M6 23 13 14l5 5 8-11" />
      </LineIcon>
    </span>
  );
}
