import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { fullWidth, stack } from './layout.css';
import { roundMark } from './surface.css';
import { textWeight } from './text.css';

export const page = style([stack.xl, fullWidth, { maxWidth: vars.size.content }]);

export const header = stack.xs;

// The size stays here: a phone's smaller size must win over it, whatever order the style sheets load in.
export const title = style([
  textWeight.bold,
  {
    fontSize: vars.fontSize.xxl,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
  },
]);

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});

export const emptyTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const emptyMark = style([
  roundMark,
  {
    width: '44px',
    height: '44px',
    background: vars.color.primarySoft,
    color: vars.color.primary,
    marginBottom: vars.space.xs,
  },
]);
