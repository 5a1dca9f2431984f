import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const article = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  // A grid or flex child grows to its longest word unless allowed to shrink.
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space.xl } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // 'Nutzungsbedingungen' is one word wider than a phone's card at the desktop size.
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
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
  // minmax(0, …): a long value wraps in its column instead of widening the grid past the card.
  gridTemplateColumns: 'minmax(140px, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  // On a phone each label stands above its value: beside it the value had half a card.
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs } },
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { marginBottom: vars.space.sm } },
});

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic', fontWeight: vars.fontWeight.regular });

export const factRow = style({ display: 'contents' });
