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

// The dialog never grows past the screen: its body scrolls inside the box, the title and the
// buttons stay in view (a long form on a phone keeps 'Speichern' reachable).
export const modal = style({
  width: '100%',
  maxHeight: `calc(100dvh - 2 * ${vars.space.xxxl})`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': { [media.phone]: { borderRadius: 0, height: '100dvh', maxHeight: '100dvh' } },
});

export const widths = {
  sm: style({ maxWidth: '440px' }),
  md: style({ maxWidth: '560px' }),
  lg: style({ maxWidth: '760px' }),
};

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

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
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    // The containing block of what is positioned inside (react-aria's visually hidden inputs of
    // radios and checkboxes): otherwise they sit outside the scrolling body and make the overlay
    // itself scroll, pushing the dialog off a phone's screen.
    position: 'relative',
    padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.xl}`,
    '@media': { [media.phone]: { padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}` } },
  },
]);

export const close = style([iconButton, { fontSize: '22px', lineHeight: 1 }]);

/** Buttons at the end of a dialog: right-aligned, stacked full width on phones. */
/** Buttons at the end of a dialog: right-aligned, stacked full width on phones; they stick to the
 * bottom of the scrolling body, so they are reachable however long the form. */
export const actions = style([
  endActions,
  {
    position: 'sticky',
    bottom: `calc(-1 * ${vars.space.xl})`,
    zIndex: 1,
    background: vars.color.surface,
    paddingTop: vars.space.sm,
    paddingBottom: vars.space.xl,
    marginBottom: `calc(-1 * ${vars.space.xl})`,
    boxShadow: `0 -1px 0 ${vars.color.border}`,
    '@media': {
      [media.phone]: {
        bottom: `calc(-1 * ${vars.space.lg})`,
        paddingBottom: vars.space.lg,
        marginBottom: `calc(-1 * ${vars.space.lg})`,
      },
    },
  },
]);
