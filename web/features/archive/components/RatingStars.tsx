import { FiveStars } from '../../../components/ui/FiveStars';
import * as styles from './RatingStars.css';

/** 1-5 stars as one image with the number in words, or 'Keine Bewertung'. */
export function RatingStars({ rating }: { rating: number | null }) {
  if (rating === null) return <span className={styles.none}>Keine Bewertung</span>;
  return (
    <span
      role="img"
      aria-label={`${rating} von 5 Sternen`}
      className={styles.stars}
      data-testid="rating-stars"
      data-rating={rating}
    >
      <FiveStars filled={rating} on={styles.on} off={styles.off} />
    </span>
  );
}
