import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { bare, cluster, fullWidth, stack } from '../../../components/ui/layout.css';
import { roundMark } from '../../../components/ui/surface.css';
import { grid } from '../../../components/ui/layout';
import { capsLabel } from '../../../components/ui/text.css';

export const layout = style([stack.xl, fullWidth]);

export const top = grid({ columns: 2, gap: 'lg', align: 'stretch' });

export const percent = style({
  fontSize: '2.5rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const percentRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** In a DividedList: the round mark beside the text. */
export const item = style({ display: 'grid', gridTemplateColumns: '32px minmax(0, 1fr)', gap: vars.space.md });

const markBase = style([
  roundMark,
  { width: '32px', height: '32px', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold },
]);

export const mark = styleVariants({
  done: [markBase, { background: vars.color.success, color: vars.color.textInverse }],
  current: [markBase, { background: vars.color.primary, color: vars.color.textInverse }],
  open: [
    markBase,
    { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
  ],
});

export const body = style([stack.xs, { minWidth: 0 }]);

export const head = cluster.sm;

export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notes = style({
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
  borderLeft: `3px solid ${vars.color.border}`,
  paddingLeft: vars.space.sm,
});

export const actions = style([cluster.md, { marginTop: vars.space.xs }]);

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontStyle: 'italic' });

export const steps = style([bare, stack.md]);

export const step = stack.xxs;

export const stepLabel = capsLabel;

/** Template rows: the buttons sit at the right on wide screens, under the text on phones. */
export const templateItem = style([
  item,
  {
    gridTemplateColumns: '32px minmax(0, 1fr) auto',
    alignItems: 'start',
    '@media': { [media.phone]: { gridTemplateColumns: '32px minmax(0, 1fr)' } },
  },
]);

export const templateActions = style({
  display: 'flex',
  gap: vars.space.xs,
  '@media': { [media.phone]: { gridColumn: '2' } },
});
