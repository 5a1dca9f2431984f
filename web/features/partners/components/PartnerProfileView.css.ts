import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { bare, buttonRow, cluster, spread, stack } from '../../../components/ui/layout.css';
import { tinted } from '../../../components/ui/surface.css';

export const profile = style([stack.xl, { minWidth: 0 }]);

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.lg });

export const identity = style([stack.xs, { flex: 1, minWidth: 0 }]);

export const name = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const meta = style([
  cluster.none,
  { gap: `${vars.space.xs} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

export const specialty = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

export const statusBadge = style({
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const assigned = style([tinted, { background: vars.color.accentSoft }]);

export const links = buttonRow;

export const section = stack.md;

export const sectionTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bio = style({ fontSize: vars.fontSize.sm, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.normal });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const expertise = style([bare, stack.md]);

export const expertiseItem = style([
  stack.xxs,
  { paddingLeft: vars.space.md, borderLeft: `3px solid ${vars.color.primarySoft}` },
]);

export const expertiseTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const expertiseText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const references = style([bare, stack.md]);

export const reference = style([
  stack.xs,
  { padding: vars.space.lg, borderRadius: vars.radius.sm, background: vars.color.surfaceMuted },
]);

export const referenceHead = style([spread, { gap: vars.space.sm }]);

export const referenceClient = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const referenceRating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const ratingLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const referenceProject = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const testimonial = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
  lineHeight: vars.lineHeight.normal,
});
