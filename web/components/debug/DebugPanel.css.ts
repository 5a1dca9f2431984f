import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { plainButton, thinFocusRing } from '../ui/controls.css';
import { textSize } from '../ui/text.css';
import { wrapRow } from '../ui/layout.css';

export const trigger = style([
  plainButton,
  textSize.xs,
  {
    position: 'fixed',
    left: vars.space.lg,
    bottom: vars.space.lg,
    zIndex: 900,
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.textMuted,
    boxShadow: vars.shadow.md,
    selectors: { '&[data-focus-visible]': { boxShadow: thinFocusRing } },
  },
]);

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 950,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
});

export const modal = style({
  width: 'min(640px, 100vw)',
  maxHeight: '80vh',
  background: vars.color.surface,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  width: '100%',
  outline: 'none',
  overflow: 'hidden',
});

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const actions = wrapRow.sm;

export const log = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.xs,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const entry = style({
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  wordBreak: 'break-all',
});
