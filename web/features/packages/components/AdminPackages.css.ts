import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (max-width: 1023.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.phone]: { gap: vars.space.md } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const statValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, color: vars.color.primary });

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const quickActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { [media.phone]: { flexDirection: 'column' } } });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1.5fr) 120px 140px',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm } },
});

export const cell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** 'Erstellt am' above the date; one line on phones. */
export const dateCell = style([cell, { '@media': { [media.phone]: { flexDirection: 'row', gap: vars.space.xs, alignItems: 'baseline' } } }]);

export const primary = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const secondary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const action = style({ display: 'flex', justifyContent: 'flex-end', '@media': { [media.phone]: { justifyContent: 'stretch' } } });


export const errorRow = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });
