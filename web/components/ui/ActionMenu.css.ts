import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const trigger = style({
  width: '36px',
  height: '36px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}` },
  },
});

export const popover = style({
  minWidth: '200px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xs,
  outline: 'none',
});

export const menu = style({ outline: 'none' });

export const item = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surfaceMuted } },
});
