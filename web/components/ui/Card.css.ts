import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stack } from './layout.css';
import { panel } from './surface.css';

export const card = style([panel, stack.lg]);

export const danger = style({ borderColor: '#f1c4bf' });

export const header = stack.xs;

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const dangerTitle = style({ color: vars.color.danger });

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
