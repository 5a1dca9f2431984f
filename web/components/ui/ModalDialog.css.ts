import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { iconButton } from './controls.css';
import { endActions, stack } from './layout.css';
import { textColor, textSize, textWeight } from './text.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 200,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  overflowY: 'auto',
  '@media': { [media.phone]: { padding: 0, alignItems: 'stretch' } },
});

export const modal = style({
  width: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': { [media.phone]: { borderRadius: 0, minHeight: '100%' } },
});

export const widths = {
  sm: style({ maxWidth: '440px' }),
  md: style({ maxWidth: '560px' }),
  lg: style({ maxWidth: '760px' }),
};

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.phone]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}` } },
});

export const titles = stack.xs;

export const title = style([textSize.xl, textWeight.semibold, { lineHeight: vars.lineHeight.tight }]);

export const subtitle = style([textSize.sm, textColor.textMuted]);

export const body = style([
  stack.lg,
  {
    padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.xl}`,
    '@media': { [media.phone]: { padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}` } },
  },
]);

export const close = style([iconButton, { fontSize: '22px', lineHeight: 1 }]);

/** Buttons at the end of a dialog: right-aligned, stacked full width on phones. */
export const actions = style([endActions, { paddingTop: vars.space.sm }]);
