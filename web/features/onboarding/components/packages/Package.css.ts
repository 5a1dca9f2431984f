import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';
import { bare, spread, stack } from '../../../../components/ui/layout.css';
import { grid as gridOf } from '../../../../components/ui/layout';
import { roundMark } from '../../../../components/ui/surface.css';

export const group = stack.lg;

export const grid = gridOf({ columns: 3, gap: 'lg' });

export const card = style([
  stack.md,
  {
    position: 'relative',
    padding: vars.space.xl,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'pointer',
    transition: 'border-color 120ms ease, box-shadow 120ms ease, background-color 120ms ease',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong },
      '&[data-recommended="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
      '&[data-selected]': {
        borderColor: vars.color.primary,
        boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
        background: vars.color.surface,
      },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
    '@media': {
      [media.phone]: {
        padding: vars.space.lg,
        // On a phone the recommendation comes first, before the visitor has to scroll.
        selectors: { '&[data-recommended="true"]': { order: -1 } },
      },
    },
  },
]);

export const titleRow = style([spread, { flexWrap: 'nowrap', gap: vars.space.sm }]);

// Sits on the card's top edge, so every card's title stays on one line with the others.
export const badge = style({
  position: 'absolute',
  top: '-11px',
  left: vars.space.xl,
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const selectedMark = style([
  roundMark,
  {
    width: '24px',
    height: '24px',
    border: `2px solid ${vars.color.borderStrong}`,
    color: vars.color.textInverse,
    selectors: {
      [`${card}[data-selected] &, [aria-pressed="true"] &`]: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
      },
    },
  },
]);

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const features = style([bare, stack.sm, { fontSize: vars.fontSize.sm }]);

export const feature = style({
  display: 'grid',
  gridTemplateColumns: '16px 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  selectors: { '&::before': { content: '"✓"', color: vars.color.success, fontWeight: vars.fontWeight.bold } },
});

export const custom = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xl,
  alignItems: 'center',
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-selected="true"]': {
      borderStyle: 'solid',
      borderColor: vars.color.primary,
      background: vars.color.surface,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', padding: vars.space.lg, gap: vars.space.lg } },
});

export const customText = stack.sm;

export const customFeatures = style([features, { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg }]);

export const toggle = style({
  '@media': {
    [media.phone]: {
      whiteSpace: 'normal',
      width: '100%',
      minHeight: '44px',
      lineHeight: vars.lineHeight.tight,
      padding: `${vars.space.sm} ${vars.space.lg}`,
    },
  },
  // As specific as the button's own hover rule, which would otherwise win while the pointer rests on it.
  selectors: {
    '&[data-selected], &[data-selected][data-hovered]:not([data-disabled]), &[data-selected][data-pressed]:not([data-disabled])':
      { background: vars.color.primary, color: vars.color.textInverse, borderColor: vars.color.primary },
  },
});
