import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { input as textInput } from './TextField.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({ position: 'absolute', left: vars.space.md, color: vars.color.textMuted, pointerEvents: 'none' });

export const input = style([textInput, {
  width: '100%',
  paddingLeft: '38px',
  paddingRight: '38px',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
}]);

export const clear = style({
  position: 'absolute',
  right: vars.space.xs,
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '18px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` },
  },
});

