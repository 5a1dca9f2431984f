import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { cluster, stack } from '../../../components/ui/layout.css';
import { grid } from '../../../components/ui/layout';

export const filters = grid({ columns: 3, gap: 'lg', align: 'start' });

// A long selected value (name · e-mail) must shrink with its column, not widen the page.
globalStyle(`${filters} > *`, { minWidth: 0 });

export const filterActions = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** In a DividedList. */
export const row = stack.sm;

export const rowHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, flexWrap: 'wrap' });

export const trigger = style({
  flex: '1 1 260px',
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  marginTop: '2px',
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const rowText = stack.xxs;

export const rowMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** 'Betrifft: …': whom the event is about, between the sentence and its number. */
export const rowConcerns = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const rowActions = cluster.sm;

export const raw = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  overflowX: 'auto',
  maxHeight: '360px',
  whiteSpace: 'pre',
});

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.md });

export const asOfForm = grid({ columns: 2, gap: 'lg' });

export const hours = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

export const numCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

export const section = stack.lg;

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const caption = style([hint, { textAlign: 'left', paddingBottom: vars.space.xs }]);
