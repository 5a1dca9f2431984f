import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// Surfaces: the white, bordered, slightly raised box of cards, tiles, the table shell and menus.

/** The properties of a surface, for styles that are one in a state (a phone's table card). */
export const surfaceRule = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
} as const;

export const surface = style(surfaceRule);

/** A padded surface: the room of a card, less on phones. */
export const panel = style([
  surface,
  { padding: vars.space.xl, '@media': { [media.phone]: { padding: vars.space.lg } } },
]);

/** A floating box (popover, menu): a surface that takes no focus ring of its own. */
export const floating = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
});

/** The soft-coloured box of a hint inside a card. */
export const tinted = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});

/** The soft background and strong text of each status tone (pills, badges, scores). */
export const tones = {
  success: { background: vars.color.successSoft, color: vars.color.success },
  info: { background: vars.color.primarySoft, color: vars.color.primary },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  accent: { background: vars.color.accentSoft, color: vars.color.text },
} as const;

/** A round mark with centred content (step numbers, avatars, check marks); size and colours stay local. */
export const roundMark = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
});
