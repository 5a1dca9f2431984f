import { style } from '@vanilla-extract/css';
import * as menuStyles from '../ui/ActionMenu.css';
import { media, vars } from '../../styles/theme.css';
import { plainButton, thinFocusRing } from '../ui/controls.css';
import { roundMark } from '../ui/surface.css';

export const trigger = style([
  plainButton,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    height: '44px',
    padding: `0 ${vars.space.sm} 0 ${vars.space.xs}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
      '&[data-focus-visible]': { boxShadow: thinFocusRing },
    },
  },
]);

export const avatar = style([
  roundMark,
  {
    width: '34px',
    height: '34px',
    background: vars.color.primary,
    color: vars.color.textInverse,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.phone]: { display: 'none' } },
});

export const name = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const role = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// The popover and its items are the shared menu's; only the width differs.
export const popover = style([menuStyles.popover, { minWidth: '220px' }]);

export const menu = menuStyles.menu;

export const menuItem = menuStyles.item;

export const menuHeader = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
