import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const profile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.lg });

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

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

export const assigned = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const value = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.phone]: { flexDirection: 'column' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bio = style({ fontSize: vars.fontSize.sm, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.normal });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const expertise = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const expertiseItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.primarySoft}`,
});

export const expertiseTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const expertiseText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const references = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const reference = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const referenceHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const referenceClient = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const referenceRating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const ratingLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const referenceProject = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const testimonial = style({ margin: 0, fontSize: vars.fontSize.sm, fontStyle: 'italic', lineHeight: vars.lineHeight.normal });
