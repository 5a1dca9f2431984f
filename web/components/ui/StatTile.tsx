import { createLink } from '@tanstack/react-router';
import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { grid } from './layout';
import * as styles from './StatTile.css';

type GridTag = 'div' | 'ul' | 'dl';

const TagContext = createContext<GridTag>('div');

interface StatGridProps {
  children: ReactNode;
  /** the element: div (default), ul (a list of figures) or dl (label/value pairs) */
  as?: GridTag;
  /** two columns already below 1024 px (default: four down to phones, two on phones) */
  twoBelowLaptop?: boolean;
  'aria-label'?: string;
}

/** Four tiles in a row, two on phones. */
export function StatGrid({ children, as: Tag = 'div', twoBelowLaptop = false, ...aria }: StatGridProps) {
  const classes = [
    styles.grid,
    grid({ columns: 4, phone: 2, gap: 'lg', phoneGap: 'md' }),
    twoBelowLaptop && styles.twoBelowLaptop,
  ];
  return (
    <TagContext.Provider value={Tag}>
      <Tag className={classes.filter(Boolean).join(' ')} {...aria}>
        {children}
      </Tag>
    </TagContext.Provider>
  );
}

interface TileLook {
  /** lg (default): roomy dashboard tile; md: compact */
  size?: keyof typeof styles.size;
  /** primary (default): large value in the primary colour; quiet: smaller value in the text colour */
  tone?: keyof typeof styles.value;
  /** show the value above the label */
  valueFirst?: boolean;
}

interface StatTileProps extends TileLook {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
}

function tileClass({ size = 'lg', valueFirst = false }: TileLook, extra?: string): string {
  return [styles.size[size], valueFirst && styles.valueFirst, extra].filter(Boolean).join(' ');
}

function TileBody({
  label,
  value,
  hint,
  size = 'lg',
  tone = 'primary',
  terms = false,
}: StatTileProps & { terms?: boolean }) {
  if (terms) {
    return (
      <>
        <dt className={styles.label[size]}>{label}</dt>
        <dd className={styles.value[tone]}>{value}</dd>
        {hint ? <dd className={styles.hint}>{hint}</dd> : null}
      </>
    );
  }
  return (
    <>
      <span className={styles.label[size]}>{label}</span>
      <span className={styles.value[tone]}>{value}</span>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </>
  );
}

/** A figure without a link; inside a `StatGrid as="ul"` it is a list item, inside `as="dl"` a term and its value. */
export function StatTile(props: StatTileProps) {
  const tag = useContext(TagContext);
  const Tag = tag === 'ul' ? 'li' : 'div';
  return (
    <Tag className={tileClass(props)} data-testid={props.testId}>
      <TileBody {...props} terms={tag === 'dl'} />
    </Tag>
  );
}

type AnchorProps = Omit<RACLinkProps, 'className' | 'children'> & StatTileProps;

const TileAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function TileAnchor(props, ref) {
  const { label, value, hint, size, tone, valueFirst, testId = 'stat-tile', ...link } = props;
  const look = { size, tone, valueFirst };
  return (
    <RACLink ref={ref} {...link} className={tileClass(look, styles.link)} data-testid={testId}>
      <TileBody label={label} value={value} hint={hint} {...look} />
    </RACLink>
  );
});

/** A figure that leads to the screen behind it (the whole tile is the link). */
export const StatTileLink = createLink(TileAnchor);
