import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const back = style({ fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const value = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` }, '&:first-child': { paddingTop: 0 } },
});

export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const itemTitle = style({ fontWeight: vars.fontWeight.semibold });

export const itemMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.text, whiteSpace: 'pre-line' });

export const packageCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const dates = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.xl}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
