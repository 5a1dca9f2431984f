import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { center } from './layout.css';

// What the form controls and small buttons share: the input box, its states, the focus rings.

/** The box of a text input, select trigger or date field; height and padding stay with the control. */
export const controlBox = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  outline: 'none',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

/** The focus state of a control box; each control names the attribute that marks its focus. */
export const controlFocus = {
  borderColor: vars.color.focus,
  boxShadow: `0 0 0 3px ${vars.color.primarySoft}`,
} as const;

/** The focus ring of buttons, chips and cards (two rings, visible on any background). */
export const focusRing = `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}`;

/** The thin focus ring of links and small buttons. */
export const thinFocusRing = `0 0 0 2px ${vars.color.focus}`;

/** Something the pointer picks (tabs, list options, calendar days, chips); its own focus style replaces the outline. */
export const pickable = style({ cursor: 'pointer', outline: 'none' });

/** The label row of a checkbox or switch: the box, then its text; dimmed while disabled. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

/** The outlined box of a toggle chip (filters, choices); its shape and states stay with the chip. */
export const chipBox = style([
  pickable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '40px',
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    fontSize: vars.fontSize.sm,
  },
]);

/** A chip that is on: filled with the primary colour. */
export const chipOn = {
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.textInverse,
} as const;

/** A button without the browser's look, for buttons drawn by their own style. */
export const plainButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  cursor: 'pointer',
  outline: 'none',
});

/** A borderless square button with an icon (close, clear, calendar). */
export const iconButton = style([
  center,
  plainButton,
  {
    flexShrink: 0,
    width: '36px',
    height: '36px',
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
      '&[data-focus-visible]': { boxShadow: thinFocusRing },
    },
  },
]);
