import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const label = style({ color: vars.color.textMuted });

export const value = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

const fillBase = style({ height: '100%', borderRadius: vars.radius.full, transition: 'width 300ms ease' });

export const fill = styleVariants({
  default: [fillBase, { background: vars.color.primary }],
  warning: [fillBase, { background: vars.color.warning }],
});
