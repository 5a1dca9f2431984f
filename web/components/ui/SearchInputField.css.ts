import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { input as textInput } from './TextField.css';
import { iconButton } from './controls.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style([
  textInput,
  {
    width: '100%',
    paddingLeft: '38px',
    paddingRight: '38px',
    selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
  },
]);

export const clear = style([
  iconButton,
  { position: 'absolute', right: vars.space.xs, width: '32px', height: '32px', fontSize: '18px' },
]);
