import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { cluster, fullWidth, spread, stack } from '../../../components/ui/layout.css';
import { grid } from '../../../components/ui/layout';

export const layout = style([stack.lg, fullWidth]);

export const filters = grid({ columns: '2:1:1', gap: 'md', align: 'end' });

export const search = style({ minWidth: 0 });

export const bar = style([spread, { gap: vars.space.md }]);

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const buttons = cluster.sm;
