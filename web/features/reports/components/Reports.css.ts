import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { grid } from '../../../components/ui/layout';
import { stack } from '../../../components/ui/layout.css';
import { tabularFigures } from '../../../components/ui/text.css';
import { monthBars } from '../../../components/ui/MonthBars.css';

// The figures' screen: year and download side by side, charts two a row on wide screens, tables that
// scroll sideways on phones rather than squeezing.

export const page = stack.xl;

export const toolbar = style([grid({ columns: 4, gap: 'md', align: 'end', phone: 1 })]);

export const charts = style([grid({ columns: 2, gap: 'lg', align: 'start', phone: 1 })]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const caption = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const chart = style([monthBars, { height: '240px' }]);

export const placeholder = style({ height: '240px', display: 'flex', alignItems: 'center', justifyContent: 'center' });

/** Each series its own colour: SVG attributes cannot read CSS variables, so they reach recharts' shapes here. */
export const series = styleVariants({
  primary: {},
  accent: {},
  success: {},
});
const fills = { primary: vars.color.primary, accent: vars.color.accent, success: vars.color.success } as const;
for (const [name, fill] of Object.entries(fills)) globalStyle(`${series[name as keyof typeof fills]} path`, { fill });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const swatchBase = style({ width: '10px', height: '10px', borderRadius: '2px', display: 'inline-block' });
export const swatch = styleVariants(fills, (background) => [swatchBase, { background }]);

export const table = style([
  tabularFigures,
  { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: '40rem' },
]);

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const head = style([cell, { fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted }]);

export const totalRow = style({ fontWeight: vars.fontWeight.semibold });
