import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  borderLeft: '4px solid',
});

export const notice = styleVariants({
  info: [base, { background: vars.color.primarySoft, borderColor: vars.color.primary, color: vars.color.text }],
  success: [base, { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.text }],
  warning: [base, { background: vars.color.warningSoft, borderColor: vars.color.warning, color: vars.color.text }],
  error: [base, { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.text }],
});
