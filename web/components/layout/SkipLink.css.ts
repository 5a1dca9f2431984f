import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing } from '../ui/controls.css';

/** Out of sight until the keyboard reaches it (the first Tab of a page), then at the top left. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 200,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  boxShadow: focusRing,
  outline: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
