import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const nav = style({ padding: `${vars.space.lg} ${vars.space.md}`, overflowY: 'auto' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '42px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-status="active"]': {
      background: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.semibold,
    },
    '[data-collapsed="true"] &': { justifyContent: 'center', padding: 0 },
  },
});

export const label = style({ selectors: { '[data-collapsed="true"] &': { display: 'none' } } });

/** The number of new things beside an entry; on the icon's corner when the menu is collapsed. */
export const count = style({
  marginLeft: 'auto',
  minWidth: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
  selectors: { '[data-collapsed="true"] &': { position: 'absolute', top: '2px', right: '2px', marginLeft: 0 } },
});
