import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// Top right (full width on phones): forms and dialogs end in their primary button at the bottom,
// which a toast must never cover.
export const region = style({
  position: 'fixed',
  zIndex: 1000,
  top: vars.space.xl,
  right: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '380px',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  outline: 'none',
  '@media': { [media.phone]: { right: vars.space.lg, left: vars.space.lg, top: vars.space.lg, width: 'auto' } },
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: '4px solid',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.lg,
  touchAction: 'pan-y',
  userSelect: 'none',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` } },
});

export const toast = styleVariants({
  success: [base, { borderLeftColor: vars.color.success }],
  error: [base, { borderLeftColor: vars.color.danger }],
  info: [base, { borderLeftColor: vars.color.primary }],
});

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const close = style({
  flexShrink: 0,
  width: '28px',
  height: '28px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: '18px',
  lineHeight: 1,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
