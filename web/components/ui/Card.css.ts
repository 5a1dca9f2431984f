import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.phone]: { padding: vars.space.lg } },
});

export const danger = style({ borderColor: '#f1c4bf' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const dangerTitle = style({ color: vars.color.danger });

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
