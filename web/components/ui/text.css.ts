import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { cluster } from './layout.css';

// Type atoms from the theme. A style composes the size, weight and colour it takes
// (`style([textSize.sm, textColor.textMuted, { … }])`) and keeps only its own details. Compose an
// atom only for a property the style does not set again (a phone's size included): this sheet may
// load after the style's own, and then the atom would win.

export const textSize = styleVariants(vars.fontSize, (fontSize) => ({ fontSize }));

export const textWeight = styleVariants(vars.fontWeight, (fontWeight) => ({ fontWeight }));

export const textColor = styleVariants(vars.color, (color) => ({ color }));

/** The small upper-case label over a value: table heads, step labels, legends. */
export const capsLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** Digits of equal width, so times and figures line up and do not jump while typed. */
export const tabularFigures = style({ fontVariantNumeric: 'tabular-nums' });

/** A muted line of small facts under an item (who, when, its layer, its size): wraps on phones. */
export const metaLine = style([cluster.sm, textColor.textMuted, textSize.sm]);
