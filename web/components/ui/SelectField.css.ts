import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { controlBox, controlFocus, pickable } from './controls.css';
import { stack } from './layout.css';
import { floating } from './surface.css';
import { textSize } from './text.css';

export const trigger = style([
  controlBox,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    minHeight: '42px',
    padding: `0 ${vars.space.md}`,
    fontSize: vars.fontSize.md,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': controlFocus,
      '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
]);

export const invalid = style({ borderColor: vars.color.danger });

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const valueDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const popover = style([
  floating,
  {
    minWidth: 'var(--trigger-width)',
    maxWidth: 'calc(100vw - 24px)',
    borderRadius: vars.radius.sm,
    boxShadow: vars.shadow.md,
    overflowY: 'auto',
  },
]);

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style([
  stack.xxs,
  pickable,
  textSize.sm,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: '4px',
    selectors: {
      '&[data-focused]': { background: vars.color.surfaceMuted },
      '&[data-selected]': { background: vars.color.primarySoft, fontWeight: vars.fontWeight.semibold },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const optionDetail = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
