import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { stack } from './layout.css';

// Label/value pairs in a <dl>: as divided rows (label beside the value, above it on phones) or as
// a grid of small figures (label above the value).

const list = style({ margin: 0 });

export const rows = style([list, stack.md]);

export const grid = list;

/** The width of the label column of rows. */
export const labelWidths = styleVariants({ sm: '112px', md: '140px', fluid: 'minmax(120px, 38%)' }, (width) => ({
  gridTemplateColumns: `${width} minmax(0, 1fr)`,
}));

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxs } },
});

// Long German compounds ('Entwicklungsbereitschaft') break instead of running into the value.
export const rowLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  hyphens: 'auto',
  overflowWrap: 'anywhere',
});

export const rowValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const cell = style([stack.xxs, { minWidth: 0 }]);

/** A figure for a long value (an e-mail address): two columns wide. */
export const wideCell = style({ gridColumn: 'span 2' });

const caps = {
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
} as const;

/**
 * How the grid's labels and values look: caps (default, small caps label, small value), strong (the
 * same, value in semibold), plain (small label without caps), large (larger value), figures.
 */
export const cellLabel = styleVariants({
  caps,
  strong: caps,
  plain: { fontSize: vars.fontSize.xs, color: vars.color.textMuted },
  large: { ...caps, fontWeight: vars.fontWeight.semibold },
  figures: { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
});

export const cellValue = styleVariants(
  {
    caps: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
    strong: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold },
    plain: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
    large: { fontSize: vars.fontSize.md },
    figures: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
  },
  (rule) => ({ ...rule, margin: 0, overflowWrap: 'anywhere' }),
);

/** Nothing known: a muted dash or 'not given'. */
export const missing = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
