import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing } from './controls.css';

/** A plain table's box that scrolls sideways on phones rather than squeezing it. */
export const scrollBox = style({
  overflowX: 'auto',
  width: '100%',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: focusRing } },
});
