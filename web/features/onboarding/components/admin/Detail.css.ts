import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import { cluster, fullWidth, wide as wideCell } from '../../../../components/ui/layout.css';
import { grid as gridOf } from '../../../../components/ui/layout';

export const grid = style([gridOf({ columns: 2, gap: 'xl', align: 'start' }), fullWidth]);

export const wide = wideCell;

export const valueList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const unanswered = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontStyle: 'italic',
});

export const scoreLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const downloads = cluster.sm;

export const back = style({ fontSize: vars.fontSize.sm });
