import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stack } from '../ui/layout.css';
import { capsLabel, textColor, textSize } from '../ui/text.css';

export const list = stack.lg;

export const empty = style([textSize.sm, textColor.textMuted]);

/** One row of a list editor: a framed fieldset on the muted surface. */
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

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });
