import type { ReactNode } from 'react';
import * as styles from './DividedList.css';

interface DividedListProps {
  children: ReactNode;
  /** 'ul' (default) or 'ol' */
  as?: 'ul' | 'ol';
  /** flush (default): outer items flush with the edges; open: room around every item; boxed: its own surface */
  variant?: keyof typeof styles.list;
  /** the room above and below each item (flush and open) */
  space?: keyof typeof styles.space;
  className?: string;
  testId?: string;
  'aria-label'?: string;
}

/** A list whose items (`<li>`, each with its own layout) are divided by lines. */
export function DividedList({
  children,
  as: Tag = 'ul',
  variant = 'flush',
  space = 'md',
  className,
  testId,
  ...aria
}: DividedListProps) {
  const classes = [styles.list[variant], styles.space[space], className].filter(Boolean).join(' ');
  return (
    <Tag className={classes} data-testid={testId} {...aria}>
      {children}
    </Tag>
  );
}
