import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { buttonRow, stack } from '../../../components/ui/layout.css';

export const quickActions = buttonRow;

/** In a DividedList: client, package and partners, date, action; one column on phones. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1.5fr) 120px 140px',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm } },
});

export const cell = style([stack.xxs, { minWidth: 0 }]);

/** 'Erstellt am' above the date; one line on phones. */
export const dateCell = style([
  cell,
  { '@media': { [media.phone]: { flexDirection: 'row', gap: vars.space.xs, alignItems: 'baseline' } } },
]);

export const primary = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const secondary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const action = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [media.phone]: { justifyContent: 'stretch' } },
});

/** 'Korrigieren' above 'Zurückziehen' in the action column of an open offer. */
export const offerActions = style([stack.xs, { width: '100%' }]);
