import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '140px minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const link = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
