import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { fullWidth, spread, stack as stackOf } from '../../../components/ui/layout.css';
import { grid } from '../../../components/ui/layout';

export const layout = style([stackOf.lg, fullWidth]);

export const toolbar = grid({ columns: 'fill:auto', gap: 'lg', align: 'end' });

export const bar = style([spread, { alignItems: 'flex-end', gap: vars.space.md }]);

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
