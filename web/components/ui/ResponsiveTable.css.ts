import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { surface, surfaceRule } from './surface.css';
import { capsLabel } from './text.css';

// Styles for a react-aria Table that is a table on wide screens and a stack of cards on phones:
// each cell then shows its column name (`data-label`) beside the value.

export const wrapper = style([
  surface,
  {
    width: '100%',
    overflowX: 'auto',
    '@media': { [media.phone]: { background: 'transparent', border: 'none', boxShadow: 'none', overflow: 'visible' } },
  },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { display: 'block' } },
});

export const header = style({ '@media': { [media.phone]: { display: 'none' } } });

export const column = style([
  capsLabel,
  {
    textAlign: 'left',
    padding: `${vars.space.md} ${vars.space.lg}`,
    background: vars.color.surfaceMuted,
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${vars.color.border}`,
    outline: 'none',
  },
]);

export const body = style({
  '@media': { [media.phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.md } },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
  '@media': {
    [media.phone]: {
      ...surfaceRule,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      padding: vars.space.lg,
      selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
    },
  },
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
  '@media': {
    [media.phone]: {
      display: 'grid',
      gridTemplateColumns: '96px minmax(0, 1fr)',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: 0,
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          color: vars.color.textMuted,
          fontSize: vars.fontSize.xs,
          fontWeight: vars.fontWeight.semibold,
        },
      },
    },
  },
});

/** The first cell of a card on phones: no label, larger, like a card title. */
export const titleCell = style({
  '@media': {
    [media.phone]: { display: 'block', paddingBottom: vars.space.xs, selectors: { '&::before': { content: 'none' } } },
  },
});

export const strong = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const muted = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

/**
 * A table with many columns (`dense`): half the side padding from tablets up, so it fits beside the
 * menu at 1280 px instead of scrolling its last column (the actions) out of sight.
 */
export const dense = style({});
globalStyle(`${dense} ${column}, ${dense} ${cell}`, {
  '@media': { [media.tablet]: { paddingLeft: vars.space.sm, paddingRight: vars.space.sm } },
});
