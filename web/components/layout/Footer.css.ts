import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { wrapRow } from '../ui/layout.css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xxl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { padding: `${vars.space.lg}`, flexDirection: 'column', alignItems: 'flex-start' } },
});

export const links = wrapRow.lg;
