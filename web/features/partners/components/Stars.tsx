import { FiveStars } from '../../../components/ui/FiveStars';
import { ratingLabels } from '../../../../modules/partners/contract';
import { formatDecimal } from '../../../../lib/german/format';
import * as styles from './Stars.css';

/** The German word of a whole rating (1 Schlecht … 5 Ausgezeichnet). */
export function ratingLabel(rating: number): string {
  const key = Math.min(5, Math.max(1, Math.round(rating))) as keyof typeof ratingLabels;
  return ratingLabels[key];
}

/** Five stars, filled up to the rounded rating; announced as one image with the number. */
export function Stars({ rating, showValue = false }: { rating: number; showValue?: boolean }) {
  const filled = Math.round(rating);
  const text = formatDecimal(rating, 1);
  return (
    <span className={styles.row}>
      <span role="img" aria-label={`Bewertung ${text} von 5`} className={styles.stars}>
        <FiveStars filled={filled} on={styles.on} off={styles.off} />
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </span>
  );
}
