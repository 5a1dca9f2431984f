import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { controlBox, controlFocus } from './controls.css';

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
