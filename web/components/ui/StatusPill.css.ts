import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const pill = styleVariants({
  success: [base, { background: vars.color.successSoft, color: vars.color.success }],
  info: [base, { background: vars.color.primarySoft, color: vars.color.primary }],
  warning: [base, { background: vars.color.warningSoft, color: vars.color.warning }],
  danger: [base, { background: vars.color.dangerSoft, color: vars.color.danger }],
  neutral: [base, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});
