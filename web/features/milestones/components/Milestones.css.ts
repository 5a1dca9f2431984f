import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, width: '100%' });

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'stretch',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const percent = style({ fontSize: '2.5rem', fontWeight: vars.fontWeight.bold, lineHeight: 1, color: vars.color.primary, fontVariantNumeric: 'tabular-nums' });

export const percentRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '32px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` }, '&:first-child': { paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
});

const markBase = style({
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const mark = styleVariants({
  done: [markBase, { background: vars.color.success, color: vars.color.textInverse }],
  current: [markBase, { background: vars.color.primary, color: vars.color.textInverse }],
  open: [markBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notes = style({ fontSize: vars.fontSize.sm, whiteSpace: 'pre-line', borderLeft: `3px solid ${vars.color.border}`, paddingLeft: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.xs });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontStyle: 'italic' });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const stepLabel = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const picker = style({ maxWidth: '420px' });

export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

/** Template rows: the buttons sit at the right on wide screens, under the text on phones. */
export const templateItem = style([item, {
  gridTemplateColumns: '32px minmax(0, 1fr) auto',
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '32px minmax(0, 1fr)' } },
}]);

export const templateActions = style({
  display: 'flex',
  gap: vars.space.xs,
  '@media': { [media.phone]: { gridColumn: '2' } },
});
