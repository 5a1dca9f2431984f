import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The month bar charts (the hours of a package, the firm's figures): what both draw alike. A
// chart's own height and bar colours stay with its feature, composed on `monthBars`.

export const monthBars = style({ width: '100%', fontSize: vars.fontSize.xs });

// SVG attributes cannot read CSS variables, so the theme colours reach recharts' shapes here.
globalStyle(`${monthBars} .recharts-cartesian-grid line`, { stroke: vars.color.border });
globalStyle(`${monthBars} .recharts-cartesian-axis-tick-value, ${monthBars} .recharts-label`, {
  fill: vars.color.textMuted,
});
globalStyle(`${monthBars} .recharts-tooltip-cursor`, { fill: vars.color.primarySoft });
globalStyle(`${monthBars} .recharts-surface:focus-visible`, {
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
  display: 'grid',
  gap: vars.space.xxs,
});
