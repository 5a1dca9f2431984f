import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';

export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  // Values line up at the top even when a label wraps onto two lines.
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const tileLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const tileValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.phone]: { fontSize: vars.fontSize.lg } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { padding: vars.space.lg } },
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const cardIdentity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const cardName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const cardCompany = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const value = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const contactLink = style({
  color: vars.color.primary,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}`, borderRadius: '2px' },
  },
});

const pill = {
  display: 'inline-flex',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
} as const;

export const statusActive = style({ ...pill, background: vars.color.successSoft, color: vars.color.success });

export const statusOther = style({ ...pill, background: vars.color.warningSoft, color: vars.color.warning });

export const hoursRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const lowHours = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.warning });

export const reserved = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
