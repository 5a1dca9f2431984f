import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing, toggle } from './controls.css';
import { center } from './layout.css';

export const button = style([
  toggle,
  {
    // The hidden input is positioned inside the label.
    position: 'relative',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    lineHeight: vars.lineHeight.normal,
  },
]);

export const box = style([
  center,
  {
    flexShrink: 0,
    width: '20px',
    height: '20px',
    marginTop: '1px',
    borderRadius: '4px',
    border: `2px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.textInverse,
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      [`${button}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
      [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${button}[data-focus-visible] &`]: { boxShadow: focusRing },
    },
  },
]);

export const label = style({ fontWeight: vars.fontWeight.medium });
