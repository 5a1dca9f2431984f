import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { pickable } from './controls.css';
import { fullWidth, stack } from './layout.css';
import { textColor, textSize, textWeight } from './text.css';

export const tabs = style([stack.xl, fullWidth]);

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style([
  pickable,
  textColor.textMuted,
  textSize.sm,
  textWeight.semibold,
  {
    padding: `${vars.space.md} ${vars.space.lg}`,
    marginBottom: '-1px',
    borderBottom: '2px solid transparent',
    whiteSpace: 'nowrap',
    transition: 'color 120ms ease, border-color 120ms ease',
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}`, borderRadius: vars.radius.sm },
    },
  },
]);

export const panel = style([stack.lg, { outline: 'none' }]);
