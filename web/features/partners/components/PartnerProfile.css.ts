import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import * as layout from '../../../components/ui/layout.css';

export const stack = style([layout.stack.xl, layout.fullWidth]);

export const bar = style([layout.spread, { gap: vars.space.md }]);

export const identity = style([layout.stack.xxs, { minWidth: 0 }]);

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const barEnd = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBottom: `calc(-1 * ${vars.space.md})`,
});

/** Above a profile page: the way to edit it, for its own Accelerator. */
export const ownBar = style({ display: 'flex', justifyContent: 'flex-end' });
