import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const article = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 767.98px)': { padding: vars.space.xl } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ color: vars.color.textMuted });

globalStyle(`${article} h2`, {
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  marginTop: vars.space.md,
});
globalStyle(`${article} p, ${article} li`, { color: vars.color.text, lineHeight: 1.65 });
globalStyle(`${article} ul`, {
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(140px, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, whiteSpace: 'pre-line' });

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic', fontWeight: vars.fontWeight.regular });

export const factRow = style({ display: 'contents' });
