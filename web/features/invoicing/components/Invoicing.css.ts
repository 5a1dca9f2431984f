import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { grid } from '../../../components/ui/layout';
import { stack, wide as wideCell, wrapRow } from '../../../components/ui/layout.css';
import { tabularFigures } from '../../../components/ui/text.css';

// The invoicing screens' own layout; everything else is the shared primitives.

export const form = stack.lg;

/** Two fields a row on wide screens, one on phones. */
export const fields = style([grid({ columns: 2, gap: 'lg', align: 'start' })]);

export const wide = wideCell;

export const links = wrapRow.md;

export const amount = style([tabularFigures, { whiteSpace: 'nowrap' }]);

export const filters = style([grid({ columns: 4, gap: 'md', align: 'end', phone: 1 })]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summary = style([
  tabularFigures,
  {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    minWidth: '34rem',
  },
]);

export const summaryCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const summaryHead = style([summaryCell, { fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted }]);

/** Downloads and the admin's button in one cell, side by side while there is room. */
export const rowActions = style([wrapRow.md, { alignItems: 'center' }]);
