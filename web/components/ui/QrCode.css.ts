import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const qr = style({
  width: '200px',
  height: '200px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
