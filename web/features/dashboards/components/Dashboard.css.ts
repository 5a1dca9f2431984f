import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    'a&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}` },
  },
  '@media': { [media.phone]: { padding: vars.space.lg } },
});

export const tileLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const tileValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const tileHint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const quick = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { [media.phone]: { flexDirection: 'column' } } });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.md} 0`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` }, '&:first-child': { paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
});

export const rowHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const strong = style({ fontWeight: vars.fontWeight.semibold });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
