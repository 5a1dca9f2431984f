import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { monthBars } from '../../../components/ui/MonthBars.css';

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

export const chart = style([monthBars, { height: '200px' }]);

export const placeholder = style({ height: '200px', display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// SVG attributes cannot read CSS variables, so the theme colour reaches recharts' bars and axes here.
globalStyle(`${chart} .recharts-bar-rectangle path, ${chart} .recharts-bar-rectangle`, { fill: vars.color.primary });
globalStyle(`${chart} .recharts-cartesian-axis-line, ${chart} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.borderStrong,
});
