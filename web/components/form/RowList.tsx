import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import * as styles from './RowList.css';

/** What the list needs of a TanStack array field (`<form.Field name=… mode="array">`). */
interface ArrayFieldLike<T> {
  state: { value: readonly T[] };
  pushValue: (row: T) => void;
  removeValue: (index: number) => void;
}

interface RowListProps<T> {
  list: ArrayFieldLike<T>;
  newRow: () => T;
  /** Called after a row is added or removed (the rows' messages shift). */
  onRowsChanged: () => void;
  /** 'Expertise', 'Referenz', 'Ausnahme': names each row ('Expertise 1') and its remove button. */
  noun: string;
  emptyText: string;
  addLabel: string;
  /** The fields of row `index` (bound to the form's list at that index). */
  children: (index: number) => ReactNode;
}

/** A list editor (the profile's expertise and references, availability's exceptions): one fieldset per row with its remove button, and an add button. */
export function RowList<T>({ list, newRow, onRowsChanged, noun, emptyText, addLabel, children }: RowListProps<T>) {
  const count = list.state.value.length;
  const onAdd = () => {
    list.pushValue(newRow());
    onRowsChanged();
  };
  const onRemove = (index: number) => {
    list.removeValue(index);
    onRowsChanged();
  };
  return (
    <div className={styles.list}>
      {count === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
      {Array.from({ length: count }, (_, index) => (
        <fieldset key={index} className={styles.row}>
          <legend className={styles.rowLegend}>
            {noun} {index + 1}
          </legend>
          {children(index)}
          <div className={styles.rowActions}>
            <Button variant="ghost" onPress={() => onRemove(index)} aria-label={`${noun} ${index + 1} entfernen`}>
              Entfernen
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onPress={onAdd}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
