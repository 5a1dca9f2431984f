import { createLink } from '@tanstack/react-router';
import { forwardRef, type ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Dashboard.css';

interface TileBodyProps {
  label: string;
  value: string | number;
  hint?: ReactNode;
}

function TileBody({ label, value, hint }: TileBodyProps) {
  return (
    <>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
      {hint ? <span className={styles.tileHint}>{hint}</span> : null}
    </>
  );
}

const TileAnchor = forwardRef<HTMLAnchorElement, Omit<RACLinkProps, 'className' | 'children'> & TileBodyProps>(function TileAnchor({ label, value, hint, ...props }, ref) {
  return (
    <RACLink ref={ref} {...props} className={styles.tile} data-testid="stat-tile">
      <TileBody label={label} value={value} hint={hint} />
    </RACLink>
  );
});

/** A figure that leads to the screen behind it (the whole tile is the link). */
export const StatTileLink = createLink(TileAnchor);

/** A figure without a link. */
export function StatTile(props: TileBodyProps) {
  return (
    <div className={styles.tile} data-testid="stat-tile">
      <TileBody {...props} />
    </div>
  );
}
