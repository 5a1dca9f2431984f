import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, width: '100%' });

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.lg,
  alignItems: 'end',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'flex-start' });
