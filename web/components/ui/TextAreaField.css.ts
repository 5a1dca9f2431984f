import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { input } from './TextField.css';

export const textArea = style([
  input,
  {
    height: 'auto',
    minHeight: '84px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
  },
]);
