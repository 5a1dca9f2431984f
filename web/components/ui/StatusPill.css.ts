import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
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
  accent: [base, { background: vars.color.accentSoft, color: vars.color.text }],
});

/** The larger pill of a page header (the client's package status). */
export const large = style({ padding: `${vars.space.xxs} ${vars.space.md}`, fontSize: vars.fontSize.sm });

export const dot = style({ width: '8px', height: '8px', borderRadius: vars.radius.full, background: 'currentColor' });
