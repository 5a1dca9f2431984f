import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const stars = style({ display: 'inline-flex', gap: '1px', lineHeight: 0 });

export const on = style({ color: vars.color.accent });

export const off = style({ color: vars.color.border });

export const value = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
