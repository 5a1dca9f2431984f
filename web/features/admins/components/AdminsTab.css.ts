import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { stack, toolbar as toolbarBox } from '../../../components/ui/layout.css';
import { textColor, textSize } from '../../../components/ui/text.css';

export const tab = stack.lg;

export const toolbar = toolbarBox;

export const intro = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '60ch' });

export const text = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const refusal = style([
  textSize.xs,
  textColor.textMuted,
  { maxWidth: '28ch', textAlign: 'right', '@media': { [media.phone]: { maxWidth: 'none', textAlign: 'left' } } },
]);
