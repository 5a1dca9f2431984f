import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { bare, stack } from './layout.css';
import { surface } from './surface.css';
import { focusRing } from './controls.css';

// Key figures: a grid of tiles, each a label and a large value (and an optional hint).

export const grid = style([bare, { margin: 0 }]);

/** Two columns already below 1024 px, where four tiles beside the side menu get too narrow. */
export const twoBelowLaptop = style({
  '@media': { 'screen and (max-width: 1023.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

const tile = style([surface, stack.xs, { color: vars.color.text, textDecoration: 'none' }]);

export const size = styleVariants({
  md: [tile, { padding: vars.space.lg }],
  lg: [tile, { padding: vars.space.xl, '@media': { [media.phone]: { padding: vars.space.lg } } }],
});

/** The value above the label (the DOM keeps the label first); values line up at the top when a label wraps. */
export const valueFirst = style({ flexDirection: 'column-reverse', justifyContent: 'flex-end' });

export const link = style({
  outline: 'none',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&[data-focus-visible]': { boxShadow: focusRing },
  },
});

export const label = styleVariants({
  lg: { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium },
  md: { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
});

const figure = { margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' } as const;

export const value = styleVariants({
  // One size smaller on phones, and with the screen's width below 440 px (a tile is about a third of
  // it): a two-column tile holds '57.512,64 €' on one line even in a wide font (DejaVu Sans).
  primary: {
    ...figure,
    fontSize: vars.fontSize.xxl,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.primary,
    overflowWrap: 'anywhere',
    '@media': { [media.phone]: { fontSize: `min(${vars.fontSize.xl}, 5vw)` } },
  },
  quiet: { ...figure, fontSize: vars.fontSize.xl, '@media': { [media.phone]: { fontSize: vars.fontSize.lg } } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
