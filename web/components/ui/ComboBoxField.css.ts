import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { iconButton } from './controls.css';
import { input as textInput } from './TextField.css';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([textInput, { width: '100%', minWidth: 0, paddingRight: '42px' }]);

export const toggle = style([
  iconButton,
  {
    position: 'absolute',
    right: vars.space.xs,
    width: '34px',
    height: '34px',
    color: vars.color.textMuted,
  },
]);
