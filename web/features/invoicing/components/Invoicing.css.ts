import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { grid } from '../../../components/ui/layout';
import { stack, wide as wideCell, wrapRow } from '../../../components/ui/layout.css';
import { tabularFigures } from '../../../components/ui/text.css';
import { strong as cellLine } from '../../../components/ui/ResponsiveTable.css';

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

/** Downloads and the admin's buttons in one cell, side by side while there is room. */
export const rowActions = style([wrapRow.sm, { alignItems: 'center' }]);

// The admin's invoice list as cards on a phone (ResponsiveTable's cards, denser): 50 invoices of
// ~450 px each made the page ~19,800 px tall at 390 px. The status pill sits beside the number,
// the actions take the card's whole width without a label (two buttons a line instead of one),
// and a cell's two lines (date and due date, amount and paid) share one while they fit.
/** The list around the table: its rows become a two-column grid on phones. */
export const invoiceCards = style({});
globalStyle(`${invoiceCards} tbody > tr`, {
  '@media': {
    [media.phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: vars.space.sm,
      rowGap: vars.space.xs,
      padding: vars.space.md,
    },
  },
});
globalStyle(`${invoiceCards} tbody > tr > td`, { '@media': { [media.phone]: { gridColumn: '1 / -1' } } });
/** The card's title: beside the pill. */
export const cardTitle = style({ '@media': { [media.phone]: { gridColumn: '1', gridRow: '1' } } });
globalStyle(`${invoiceCards} tbody > tr > td${cardTitle}`, { '@media': { [media.phone]: { gridColumn: '1' } } });
/** The state pill: top right of the card, its label only heard (the pill says what it is). */
export const cardStatus = style({});
globalStyle(`${invoiceCards} tbody > tr > td${cardStatus}`, {
  '@media': { [media.phone]: { gridColumn: '2', gridRow: '1', display: 'block', alignSelf: 'start' } },
});
/** The downloads and buttons: the card's full width on phones, no label column. */
export const cardActions = style({});
globalStyle(`${invoiceCards} tbody > tr > td${cardActions}`, {
  '@media': { [media.phone]: { display: 'block', paddingTop: vars.space.xs } },
});
// The downloads a line of their own, the buttons below them two or three a line.
globalStyle(`${invoiceCards} td${cardActions} ${links}`, { '@media': { [media.phone]: { flexBasis: '100%' } } });
globalStyle(`${invoiceCards} td${cardStatus}::before, ${invoiceCards} td${cardActions}::before`, {
  '@media': { [media.phone]: { content: 'none' } },
});
/** Two lines of a cell in one on phones while they fit (CellLines' lines as a wrapping row). */
export const oneLine = style({});
globalStyle(`${oneLine} span:has(> ${cellLine})`, {
  '@media': { [media.phone]: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.sm } },
});
