import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { fullWidth, stack } from '../../../components/ui/layout.css';
import { grid as gridOf } from '../../../components/ui/layout';
import { textColor, textSize, textWeight } from '../../../components/ui/text.css';

export const form = style([stack.xl, fullWidth]);

export const days = stack.lg;

/** One weekday: its name, its ranges, its add button. */
export const day = style([
  stack.sm,
  {
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
    paddingBottom: vars.space.lg,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const dayName = style([textWeight.semibold, { padding: 0, marginBottom: vars.space.xs }]);

export const empty = style([textSize.sm, textColor.textMuted, { margin: 0 }]);

/** Beginn, Ende and the remove button in a row; they wrap on a narrow phone. */
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 160px) minmax(0, 160px) auto',
  justifyContent: 'start',
  alignItems: 'end',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
});

/** The exception's date: as wide as a date needs, not the whole card. */
export const date = style({ maxWidth: '20rem' });

export const addRow = style({ display: 'flex' });

export const settings = gridOf({ columns: 2, gap: 'lg' });
