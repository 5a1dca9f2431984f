import type { ReactNode } from 'react';
import { DividedList } from '../../../components/ui/DividedList';
import * as styles from './ClientDetails.css';

interface ClientHistoryListProps<T extends { id: string }> {
  items: readonly T[];
  /** Shown instead of the list when there is nothing yet. */
  empty: string;
  label: string;
  itemTestId: string;
  title: (item: T) => ReactNode;
  /** Beside the title: the entry's status. */
  status: (item: T) => ReactNode;
  /** Below the title: details and actions of the entry. */
  details: (item: T) => ReactNode;
}

/** One section of a client's history on the admin's client page: titled entries with a status. */
export function ClientHistoryList<T extends { id: string }>({
  items,
  empty,
  label,
  itemTestId,
  title,
  status,
  details,
}: ClientHistoryListProps<T>) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <DividedList aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-testid={itemTestId}>
          <div className={styles.itemHead}>
            <span className={styles.itemTitle}>{title(item)}</span>
            {status(item)}
          </div>
          {details(item)}
        </li>
      ))}
    </DividedList>
  );
}
