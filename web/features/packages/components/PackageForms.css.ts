import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { bare, cluster, stack } from '../../../components/ui/layout.css';
import { roundMark } from '../../../components/ui/surface.css';
import { grid } from '../../../components/ui/layout';

/** A numbered part of the form (a fieldset). */
export const section = style([
  stack.lg,
  {
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    margin: 0,
    minWidth: 0,
  },
]);

export const sectionTitle = style([
  cluster.sm,
  { flexWrap: 'nowrap', fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
]);

export const step = style([
  roundMark,
  {
    width: '24px',
    height: '24px',
    background: vars.color.primarySoft,
    color: vars.color.primary,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const twoColumns = grid({ columns: '2:1', gap: 'lg' });

export const group = style([stack.sm, { border: 'none', padding: 0, margin: 0, minWidth: 0 }]);

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, padding: 0 });

export const allocationRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 110px auto',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr) 96px', gridTemplateAreas: '"partner partner" "hours add"' },
  },
});

export const allocationPartner = style({ '@media': { [media.phone]: { gridArea: 'partner' } } });

export const allocationList = style([bare, stack.xs]);

export const allocationItem = style([
  cluster.sm,
  {
    flexWrap: 'nowrap',
    padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
    background: vars.color.surfaceMuted,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
  },
]);

export const allocationName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const allocationHours = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const total = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'right' });

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

/** The box around the summary's FactList. */
export const summary = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
});

export const bannerTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const nextSteps = style([
  stack.xxs,
  { margin: 0, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm, color: vars.color.textMuted },
]);

export const cardActions = cluster.sm;

/** The client of a correction, named instead of picked (issue 32). */
export const fixedClient = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
