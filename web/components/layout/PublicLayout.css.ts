import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const topbar = style({
  height: vars.size.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.xxl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { padding: `0 ${vars.space.lg}` } },
});

export const brandLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` } },
});

export const content = style({
  flex: 1,
  width: '100%',
  maxWidth: '860px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  outline: 'none',
  '@media': { [media.phone]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});
