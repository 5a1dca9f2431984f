import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const button = style({
  // The hidden input is positioned inside the label.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const box = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '1px',
  borderRadius: '4px',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textInverse,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    [`${button}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}`,
    },
  },
});

export const label = style({ fontWeight: vars.fontWeight.medium });
