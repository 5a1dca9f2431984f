import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const stars = style({ display: 'inline-flex', gap: '1px', verticalAlign: 'middle' });

export const on = style({ color: vars.color.accent });

export const off = style({ color: vars.color.border });

export const none = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
