import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';
import { stack } from '../../../../components/ui/layout.css';
import { roundMark } from '../../../../components/ui/surface.css';

export const intro = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

// In its grid cell the round mark is a block, as a grid blockifies its items.
export const icon = style([
  roundMark,
  { width: '56px', height: '56px', background: vars.color.accentSoft, color: vars.color.accent },
]);

export const body = stack.md;

export const points = style([stack.xs, { margin: 0, paddingLeft: vars.space.xl }]);

export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { marginBottom: vars.space.sm } },
});
