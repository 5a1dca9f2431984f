import { Fragment, type ReactNode } from 'react';
import { DividedList } from './DividedList';
import { EmptyState } from './Page';

/** A section's items divided by lines, or its empty state while there are none. */
export function ListOrEmpty<T extends { id: string }>(props: {
  items: readonly T[];
  /** the list's name for screen readers */
  label: string;
  emptyTitle: string;
  emptyText: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (props.items.length === 0) return <EmptyState title={props.emptyTitle}>{props.emptyText}</EmptyState>;
  return (
    <DividedList aria-label={props.label}>
      {props.items.map((item) => (
        <Fragment key={item.id}>{props.children(item)}</Fragment>
      ))}
    </DividedList>
  );
}
