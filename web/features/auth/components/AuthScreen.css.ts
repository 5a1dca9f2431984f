import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { textLink } from '../../../components/ui/Link.css';
import { stack } from '../../../components/ui/layout.css';

export const screen = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: `linear-gradient(180deg, ${vars.color.primarySoft} 0%, ${vars.color.background} 55%)`,
  '@media': { [media.phone]: { padding: vars.space.lg, alignItems: 'flex-start' } },
});

export const panel = style({
  width: '100%',
  maxWidth: '920px',
  display: 'grid',
  // minmax(0, …): a column is as wide as the panel gives, never as wide as its widest content.
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const intro = style({
  background: vars.color.primary,
  color: vars.color.textInverse,
  padding: vars.space.xxxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.phone]: { padding: vars.space.xl, gap: vars.space.sm } },
});

export const introBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const introTitle = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  marginTop: 'auto',
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl, marginTop: vars.space.md } },
});

export const introText = style({ color: 'rgba(255, 255, 255, 0.82)', fontSize: vars.fontSize.md });

export const introAccent = style({
  width: '48px',
  height: '3px',
  background: vars.color.accent,
  borderRadius: vars.radius.full,
});

export const formSide = style({
  padding: vars.space.xxxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [media.phone]: { padding: vars.space.xl } },
});

export const heading = stack.xs;

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = stack.lg;

export const row = style({ display: 'flex', justifyContent: 'flex-end', marginTop: `calc(-1 * ${vars.space.sm})` });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  selectors: { '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border } },
});

/** A button that looks like the shared text link. */
export const linkButton = style([
  textLink,
  {
    alignSelf: 'flex-start',
    padding: 0,
    border: 'none',
    background: 'none',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
  },
]);
