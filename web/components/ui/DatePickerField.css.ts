import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { controlBox, controlFocus, iconButton as iconButtonBase, pickable, thinFocusRing } from './controls.css';
import { center, spread, stack } from './layout.css';
import { floating } from './surface.css';
import { tabularFigures } from './text.css';

export const group = style([
  controlBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    height: '42px',
    padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
    selectors: { '&[data-focus-within]': controlFocus },
  },
]);

export const input = style({ flex: 1, display: 'flex', alignItems: 'center', fontSize: vars.fontSize.md, minWidth: 0 });

export const segment = style([
  tabularFigures,
  {
    padding: `0 1px`,
    borderRadius: '3px',
    outline: 'none',
    selectors: {
      '&[data-placeholder], &[data-type="literal"]': { color: vars.color.textMuted },
      '&[data-focused]': { background: vars.color.primary, color: vars.color.textInverse },
    },
  },
]);

export const iconButton = style([iconButtonBase, { width: '34px', height: '34px' }]);

export const popover = style([
  floating,
  { borderRadius: vars.radius.md, boxShadow: vars.shadow.md, padding: vars.space.md },
]);

export const calendar = style([stack.sm, { outline: 'none' }]);

export const calendarHeader = style([spread, { flexWrap: 'nowrap', gap: vars.space.sm }]);

export const calendarTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'capitalize',
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  paddingBottom: vars.space.xs,
});

export const cell = style([
  center,
  pickable,
  {
    width: '38px',
    height: '38px',
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-hovered]': { background: vars.color.surfaceMuted },
      '&[data-selected]': {
        background: vars.color.primary,
        color: vars.color.textInverse,
        fontWeight: vars.fontWeight.semibold,
      },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.borderStrong,
        cursor: 'not-allowed',
        background: 'transparent',
        textDecoration: 'line-through',
      },
      '&[data-focus-visible]': { boxShadow: thinFocusRing },
    },
  },
]);
