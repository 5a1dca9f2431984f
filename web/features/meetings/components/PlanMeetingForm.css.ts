import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
