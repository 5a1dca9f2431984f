import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A short dark label beside its trigger (react-aria Tooltip). */
export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
