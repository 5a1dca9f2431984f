import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

const base = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
});

export const avatar = styleVariants({
  md: [base, { width: '44px', height: '44px', fontSize: vars.fontSize.sm }],
  lg: [base, { width: '56px', height: '56px', fontSize: vars.fontSize.lg }],
});
