import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { cluster, stack } from '../../../components/ui/layout.css';

/** In a boxed DividedList: avatar, name and details, actions; wrapping on phones. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [media.phone]: { flexWrap: 'wrap', gap: vars.space.md } },
});

export const muted = style({ background: vars.color.surfaceMuted });

export const main = style([stack.xxs, { flex: 1, minWidth: 0 }]);

export const nameLine = cluster.sm;

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  '@media': { [media.phone]: { width: '100%', justifyContent: 'flex-start' } },
});

// On a phone the row's buttons share its width.
globalStyle(`${actions} > *`, { '@media': { [media.phone]: { flex: '1 1 0' } } });
