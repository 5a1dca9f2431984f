import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '42px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focus-visible]': { borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const invalid = style({ borderColor: vars.color.danger });

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const valueDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 24px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  overflowY: 'auto',
  outline: 'none',
});

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: '4px',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.primarySoft, fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const optionDetail = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const empty = style({ padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
