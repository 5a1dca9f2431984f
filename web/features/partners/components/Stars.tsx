import { ratingLabels } from '../../../../modules/partners/contract';
import { formatDecimal } from '../../../../lib/german/format';
import * as styles from './Stars.css';

/** The spec's English label of a whole rating (1 Poor … 5 Excellent). */
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
        {[1, 2, 3, 4, 5].map((n) => (
          <svg
            key={n}
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={n <= filled ? styles.on : styles.off}
          >
            <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" fill="currentColor" />
          </svg>
        ))}
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </span>
  );
}
