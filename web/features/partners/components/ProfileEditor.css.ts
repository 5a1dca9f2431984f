import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, width: '100%' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const rowLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 220px)',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const conflict = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { [media.phone]: { flexDirection: 'column-reverse' } },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'right' });
