import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  minWidth: '72px',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.textInverse,
    },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45, textDecoration: 'line-through' },
  },
});
