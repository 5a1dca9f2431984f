import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fields = style({ display: 'grid', gap: vars.space.lg, maxWidth: '480px', width: '100%' });

export const success = style({
  alignItems: 'center',
  textAlign: 'center',
  paddingTop: vars.space.xxxl,
  paddingBottom: vars.space.xxxl,
});

const pop = keyframes({ from: { transform: 'scale(0.6)', opacity: 0 }, to: { transform: 'scale(1)', opacity: 1 } });

export const successMark = style({
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  animation: `${pop} 240ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const redirect = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
