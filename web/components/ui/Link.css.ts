import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { thinFocusRing } from './controls.css';

export const textLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationColor: vars.color.borderStrong,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: '2px',
  selectors: {
    '&[data-hovered]': { textDecorationColor: vars.color.primary },
    '&[data-focus-visible]': { boxShadow: thinFocusRing },
  },
});
