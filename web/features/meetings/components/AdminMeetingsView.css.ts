import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, width: '100%' });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const search = style({ minWidth: 0 });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const buttons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
