import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, width: '100%' });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const barEnd = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBottom: `calc(-1 * ${vars.space.md})`,
});
