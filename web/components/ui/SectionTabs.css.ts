import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { fullWidth, stack } from './layout.css';

export const tabs = style([stack.xl, fullWidth]);

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: 'color 120ms ease, border-color 120ms ease',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}`, borderRadius: vars.radius.sm },
  },
});

export const panel = style([stack.lg, { outline: 'none' }]);
