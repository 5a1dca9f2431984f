import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { chipBox, chipOn, focusRing } from './controls.css';
import { wrapRow } from './layout.css';

export const chips = wrapRow.sm;

export const chip = style([
  chipBox,
  {
    minWidth: '72px',
    justifyContent: 'center',
    borderRadius: vars.radius.sm,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-selected]': chipOn,
      '&[data-focus-visible]': { boxShadow: focusRing },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45, textDecoration: 'line-through' },
    },
  },
]);
