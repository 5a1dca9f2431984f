import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as styles from './RatingInput.css';

// The scale of spec 02 §5 (1 Poor … 5 Excellent) in German words.
const words: Record<number, string> = { 1: 'Schlecht', 2: 'Ausreichend', 3: 'Gut', 4: 'Sehr gut', 5: 'Ausgezeichnet' };

/** 1-5 stars as a radio group: arrow keys move, each star is announced with its number and word. */
export function RatingInput({ value, onChange }: { value: number | null; onChange: (rating: number) => void }) {
  return (
    <RadioGroup
      value={value ? String(value) : null}
      onChange={(v) => onChange(Number(v))}
      orientation="horizontal"
      className={styles.group}
    >
      <Label className={styles.label}>Ihre Bewertung</Label>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Radio
            key={n}
            value={String(n)}
            aria-label={`${n} von 5 Sternen: ${words[n]}`}
            className={[styles.star, value !== null && n <= value ? styles.lit : ''].join(' ')}
          >
            <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z"
                fill="currentColor"
              />
            </svg>
          </Radio>
        ))}
      </div>
      <span className={styles.caption} aria-hidden="true">
        {value ? words[value] : ''}
      </span>
    </RadioGroup>
  );
}
