import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';
import { stack } from '../../../../components/ui/layout.css';
import { roundMark, tones } from '../../../../components/ui/surface.css';

/** In a DividedList: score, who, two columns of facts; on phones the facts sit under who. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [media.phone]: { gridTemplateColumns: '48px minmax(0, 1fr)', rowGap: vars.space.xs } },
});

export const who = style([stack.xxs, { minWidth: 0, overflowWrap: 'anywhere' }]);

export const secondary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cell = style([
  stack.xxs,
  {
    fontSize: vars.fontSize.sm,
    '@media': { [media.phone]: { gridColumn: '2', flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.sm } },
  },
]);

const scoreBase = style([
  roundMark,
  {
    width: '48px',
    height: '32px',
    borderRadius: vars.radius.sm,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
]);

const scoreColors = {
  high: tones.success,
  medium: { background: vars.color.accentSoft, color: vars.color.warning },
  low: tones.neutral,
};

export const score = styleVariants(scoreColors, (colors) => [scoreBase, colors]);

export const status = styleVariants({
  request_sent: { color: vars.color.warning, fontWeight: vars.fontWeight.semibold },
  converted: { color: vars.color.success, fontWeight: vars.fontWeight.semibold },
  other: { color: vars.color.textMuted },
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The dashboard's page spaces its cards; the card only fills the width it is given.
export const cardWidth = style({ width: '100%', maxWidth: vars.size.content });

/** Search beside the filter chips above the list; stacked on phones. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'end',
  marginBottom: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
