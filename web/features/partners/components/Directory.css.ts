import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { chipBox, chipOn, focusRing } from '../../../components/ui/controls.css';
import { bare, stack, wrapRow } from '../../../components/ui/layout.css';
import { grid as gridOf } from '../../../components/ui/layout';
import { panel } from '../../../components/ui/surface.css';

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const search = style({ flex: 1, maxWidth: '480px', '@media': { [media.phone]: { maxWidth: 'none' } } });

export const filterSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: `calc(-1 * ${vars.space.md})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const group = stack.md;

export const groupTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const grid = style([bare, gridOf({ columns: 'cards', gap: 'lg' })]);

export const card = style([stack.md, panel, { minWidth: 0 }]);

export const cardAssigned = style({
  borderColor: vars.color.accent,
  boxShadow: `inset 0 3px 0 ${vars.color.accent}, ${vars.shadow.sm}`,
});

export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const cardIdentity = style([stack.xxs, { minWidth: 0 }]);

export const cardName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const cardSpecialty = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

export const hours = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
});

export const bio = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const topics = style([bare, wrapRow.xs]);

export const topic = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const cardActions = style({ marginTop: 'auto', paddingTop: vars.space.xs });

export const filterGroup = stack.md;

export const filterLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const chips = wrapRow.sm;

export const chip = style([
  chipBox,
  {
    gap: vars.space.sm,
    borderRadius: vars.radius.full,
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceMuted },
      '&[data-selected]': chipOn,
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);

export const chipCount = style({
  minWidth: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  selectors: {
    [`${chip}[data-selected] &`]: { background: 'rgba(255, 255, 255, 0.2)', color: vars.color.textInverse },
  },
});
