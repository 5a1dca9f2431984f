import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { endActions, fullWidth, stack } from '../../../components/ui/layout.css';
import { grid as gridOf } from '../../../components/ui/layout';
import { textColor, textSize } from '../../../components/ui/text.css';

export const form = style([stack.xl, fullWidth]);

export const grid = gridOf({ columns: 2, gap: 'lg' });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 220px)',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const conflict = stack.sm;

export const actions = endActions;

export const hint = style([textSize.sm, textColor.textMuted, { textAlign: 'right' }]);

/** What the Accelerator sees but the office keeps: set apart from the fields they edit. */
export const readOnly = stack.md;
