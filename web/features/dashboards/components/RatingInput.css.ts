import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const stars = style({ display: 'flex', gap: vars.space.xs });

export const star = style({
  width: '40px',
  height: '40px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}` },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
  },
});

export const lit = style({ color: vars.color.accent });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minHeight: '1.5em' });
