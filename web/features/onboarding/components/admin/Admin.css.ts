import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  '@media': { [media.phone]: { gridTemplateColumns: '48px minmax(0, 1fr)', rowGap: vars.space.xs } },
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const secondary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { gridColumn: '2', flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.sm } },
});

const scoreBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '32px',
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const score = styleVariants({
  high: [scoreBase, { background: vars.color.successSoft, color: vars.color.success }],
  medium: [scoreBase, { background: vars.color.accentSoft, color: vars.color.warning }],
  low: [scoreBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});

export const status = styleVariants({
  request_sent: { color: vars.color.warning, fontWeight: vars.fontWeight.semibold },
  converted: { color: vars.color.success, fontWeight: vars.fontWeight.semibold },
  other: { color: vars.color.textMuted },
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The dashboard's page spaces its cards; the card only fills the width it is given.
export const cardWidth = style({ width: '100%', maxWidth: vars.size.content });
