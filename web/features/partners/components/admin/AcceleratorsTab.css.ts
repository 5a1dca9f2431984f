import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import { stack, toolbar as toolbarBox } from '../../../../components/ui/layout.css';

export const tab = stack.lg;

export const toolbar = toolbarBox;

export const intro = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '60ch' });
