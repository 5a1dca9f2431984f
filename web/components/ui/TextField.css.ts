import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { controlBox, controlFocus } from './controls.css';
import { stack } from './layout.css';

export const field = stack.xs;

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const input = style([
  controlBox,
  {
    height: '42px',
    padding: `0 ${vars.space.md}`,
    fontSize: vars.fontSize.md,
    selectors: {
      '&[data-focused]': controlFocus,
      '&[data-invalid][data-focused]': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
      '&[readonly]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
]);

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
