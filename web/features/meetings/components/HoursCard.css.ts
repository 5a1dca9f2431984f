import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
