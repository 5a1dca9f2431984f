import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const intro = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '60ch' });

export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
