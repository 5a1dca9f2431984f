import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';

export const intro = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const icon = style({
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const points = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { marginBottom: vars.space.sm } },
});
