import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, width: '100%' });

export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}`, borderRadius: vars.radius.sm },
  },
});
