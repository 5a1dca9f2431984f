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

export const badge = styleVariants({
  scheduled: [base, { background: vars.color.primarySoft, color: vars.color.primary }],
  completed: [base, { background: vars.color.successSoft, color: vars.color.success }],
  cancelled: [base, { background: vars.color.dangerSoft, color: vars.color.danger }],
  overdue: [base, { background: vars.color.warningSoft, color: vars.color.warning }],
  mine: [base, { background: vars.color.accentSoft, color: vars.color.text }],
});
