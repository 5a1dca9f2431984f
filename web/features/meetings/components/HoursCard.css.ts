import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
