import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const caption = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const total = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});

export const chart = style({ width: '100%', height: '200px', fontSize: vars.fontSize.xs });

export const placeholder = style({ height: '200px', display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// SVG attributes cannot read CSS variables, so the theme colours reach recharts' shapes here.
globalStyle(`${chart} .recharts-bar-rectangle path, ${chart} .recharts-bar-rectangle`, { fill: vars.color.primary });
globalStyle(`${chart} .recharts-cartesian-grid line`, { stroke: vars.color.border });
globalStyle(`${chart} .recharts-cartesian-axis-tick-value, ${chart} .recharts-label`, { fill: vars.color.textMuted });
globalStyle(`${chart} .recharts-cartesian-axis-line, ${chart} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.borderStrong,
});
globalStyle(`${chart} .recharts-tooltip-cursor`, { fill: vars.color.primarySoft });
globalStyle(`${chart} .recharts-surface:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

export const tooltip = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});
