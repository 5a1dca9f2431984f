import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, width: '100%' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const emptyText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const more = style({ display: 'flex', justifyContent: 'center' });
