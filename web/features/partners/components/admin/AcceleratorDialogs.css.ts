import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export const passwordBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const passwordActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const text = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const holdings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const holding = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
