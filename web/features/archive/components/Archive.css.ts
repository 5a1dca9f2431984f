import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import * as t from '../../../components/ui/ResponsiveTable.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, width: '100%' });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Eight columns: one figure per line and tighter cells keep the table inside the page on a laptop. */
export const stats = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md } },
});

export const period = style({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap', '@media': { [media.phone]: { flexDirection: 'row', gap: vars.space.xs } } });

export const tight = style({ '@media': { [media.tablet]: { selectors: { [`&${t.cell}, &${t.column}`]: { paddingLeft: vars.space.md, paddingRight: vars.space.md } } } } });

export const statValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const note = style({
  display: 'block',
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  maxWidth: '260px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'flex-start' });
