import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { cluster } from '../../../components/ui/layout.css';

export const muted = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const link = cluster.sm;

export const actions = cluster.sm;
