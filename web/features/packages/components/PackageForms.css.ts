import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
  minWidth: 0,
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const step = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 'none', padding: 0, margin: 0, minWidth: 0 });

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, padding: 0 });

export const allocationRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 110px auto',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr) 96px', gridTemplateAreas: '"partner partner" "hours add"' } },
});

export const allocationPartner = style({ '@media': { [media.phone]: { gridArea: 'partner' } } });

export const allocationList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const allocationItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});

export const allocationName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const allocationHours = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const total = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'right' });

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** A fact for long values (an e-mail address): two columns wide. */
export const wideFact = style([fact, { gridColumn: 'span 2' }]);

export const factTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const bannerTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const nextSteps = style({ margin: 0, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm, color: vars.color.textMuted, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
