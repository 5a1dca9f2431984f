import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.textInverse,
      selectors: {
        '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
          background: vars.color.primaryHover,
        },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: {
        '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
          background: vars.color.surfaceMuted,
        },
      },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: {
        '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
          background: vars.color.surfaceMuted,
        },
      },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.textInverse,
      selectors: {
        '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
          background: vars.color.dangerHover,
        },
      },
    },
  ],
});

// A full-width button narrower than its label (a phone) wraps the label instead of cutting it off.
export const fullWidth = style({
  width: '100%',
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: 1.3,
  paddingBlock: vars.space.sm,
});
export const iconOnly = style({ padding: 0, width: '40px' });
