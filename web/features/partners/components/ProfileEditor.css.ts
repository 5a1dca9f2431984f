import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { endActions, fullWidth, stack } from '../../../components/ui/layout.css';
import { grid as gridOf } from '../../../components/ui/layout';
import { capsLabel, textColor, textSize } from '../../../components/ui/text.css';

export const form = style([stack.xl, fullWidth]);

export const grid = gridOf({ columns: 2, gap: 'lg' });

export const list = stack.lg;

export const empty = style([textSize.sm, textColor.textMuted]);

export const row = style([
  stack.md,
  {
    margin: 0,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceMuted,
    minWidth: 0,
  },
]);

export const rowLegend = style([capsLabel, { padding: `0 ${vars.space.xs}` }]);

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 220px)',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const conflict = stack.sm;

export const actions = endActions;

export const hint = style([textSize.sm, textColor.textMuted, { textAlign: 'right' }]);
