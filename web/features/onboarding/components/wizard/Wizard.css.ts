import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, width: '100%' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.warning,
  letterSpacing: '0.02em',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});

export const subtitle = style({ color: vars.color.textMuted });

/** The white panel a step lives in. */
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [media.phone]: { padding: vars.space.lg, gap: vars.space.lg } },
});

export const panelTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const text = style({ color: vars.color.text, maxWidth: '62ch' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Back on the left, forward on the right; stacked with forward on top on a phone. */
export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const actionsEnd = style({
  display: 'flex',
  gap: vars.space.md,
  marginLeft: 'auto',
  '@media': { [media.phone]: { flexDirection: 'column-reverse', marginLeft: 0 } },
});
