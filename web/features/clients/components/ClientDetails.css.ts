import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { cluster, spread, stack } from '../../../components/ui/layout.css';
import { grid as gridOf } from '../../../components/ui/layout';

export const actions = cluster.sm;

export const back = style({ fontSize: vars.fontSize.sm });

export const grid = gridOf({ columns: 2, gap: 'lg', align: 'start' });

export const item = stack.xs;

export const itemHead = style([spread, { gap: vars.space.sm }]);

export const itemTitle = style({ fontWeight: vars.fontWeight.semibold });

export const itemMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.text, whiteSpace: 'pre-line' });

export const packageCard = stack.lg;

export const dates = style([
  cluster.none,
  { gap: `${vars.space.xs} ${vars.space.xl}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted },
]);

export const itemActions = cluster.sm;

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
