import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const titleRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const packageName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

/** The package's name inside the dashboard card, below the card's own title. */
export const cardPackageName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const warning = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  fontSize: vars.fontSize.sm,
});

export const warningTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold, color: vars.color.warning });

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const meterLabel = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const track = style({ height: '8px', borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden' });

export const fill = style({ height: '100%', borderRadius: vars.radius.full, background: vars.color.primary });

export const partners = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const partner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs } },
});

export const partnerInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const partnerHours = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { [media.phone]: { flexDirection: 'column' } } });

export const errorBox = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });
