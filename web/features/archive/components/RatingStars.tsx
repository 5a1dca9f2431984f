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
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={n <= rating ? styles.on : styles.off}
        >
          <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
