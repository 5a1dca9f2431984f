import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';
import { bare } from '../../../../components/ui/layout.css';
import { grid } from '../../../../components/ui/layout';
import { roundMark } from '../../../../components/ui/surface.css';

export const list = style([
  bare,
  grid({ columns: 4, gap: 'sm', phone: 'same' }),
  // On a phone the current step takes the room its name needs; the others shrink to their number.
  { '@media': { [media.phone]: { display: 'flex' } } },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-state="done"]': { borderTopColor: vars.color.primary, color: vars.color.text },
    '&[data-state="current"]': {
      borderTopColor: vars.color.accent,
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
  '@media': {
    [media.phone]: { flex: '0 0 48px', selectors: { '&[data-state="current"]': { flex: '1 1 auto', minWidth: 0 } } },
  },
});

export const number = style([
  roundMark,
  {
    width: '24px',
    height: '24px',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    selectors: {
      [`${item}[data-state="done"] &`]: { background: vars.color.primary, color: vars.color.textInverse },
      [`${item}[data-state="current"] &`]: { background: vars.color.accent, color: vars.color.textInverse },
    },
  },
]);

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

// On a phone only the current step shows its name; the others keep it for screen readers.
export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { selectors: { [`${item}:not([data-state="current"]) &`]: hidden } } },
});

export const visuallyHidden = style(hidden);
