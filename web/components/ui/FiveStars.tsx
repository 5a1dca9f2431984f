/** Five star icons, the first `filled` of them in the `on` class (the caller's colours). */
export function FiveStars({ filled, on, off }: { filled: number; on: string; off: string }) {
  return [1, 2, 3, 4, 5].map((n) => (
    <svg key={n} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className={n <= filled ? on : off}>
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" fill="currentColor" />
    </svg>
  ));
}
