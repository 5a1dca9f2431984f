import { Button } from './Button';
import * as styles from './Pager.css';

interface PagerProps {
  total: number;
  offset: number;
  limit: number;
  onOffsetChange: (offset: number) => void;
  /** what an offset past the end shows ('Keine Rechnungen') */
  none?: string;
  testId?: string;
}

/** '51–100 von 230' with back and forward, for a list the server pages (`limit`, `offset`). */
export function Pager({ total, offset, limit, onOffsetChange, none = 'Keine Einträge', testId }: PagerProps) {
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav className={styles.pager} aria-label="Seiten">
      <span className={styles.range} data-testid={testId}>
        {offset >= total ? none : `${offset + 1}–${last} von ${total}`}
      </span>
      <span className={styles.buttons}>
        <Button
          variant="secondary"
          isDisabled={offset === 0}
          onPress={() => onOffsetChange(Math.max(0, Math.min(offset, total) - limit))}
        >
          Zurück
        </Button>
        <Button variant="secondary" isDisabled={last >= total} onPress={() => onOffsetChange(offset + limit)}>
          Weiter
        </Button>
      </span>
    </nav>
  );
}
