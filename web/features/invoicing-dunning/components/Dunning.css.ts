import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { grid } from '../../../components/ui/layout';
import { stack, wrapRow } from '../../../components/ui/layout.css';
import { tabularFigures } from '../../../components/ui/text.css';

// The open items and payment screens' own layout; everything else is the shared primitives.

export const body = stack.md;
export const actions = wrapRow.sm;
/**
 * The actions' cell on a phone's card: the card's whole width without the label column (the
 * buttons say what they do), so two buttons share a line instead of each taking one.
 */
export const actionsCell = style({});
globalStyle(`td${actionsCell}`, { '@media': { [media.phone]: { display: 'block', paddingTop: vars.space.xs } } });
globalStyle(`td${actionsCell}::before`, { '@media': { [media.phone]: { content: 'none' } } });
// Long button labels ('Zahlungserinnerung senden', 'Guthaben verrechnen') wrap rather than push the
// open items table wider than the page beside the menu at 1280 px.
globalStyle(`${actions} button`, { whiteSpace: 'normal', textAlign: 'left' });
export const amount = style([tabularFigures, { whiteSpace: 'nowrap' }]);
export const figures = tabularFigures;
/** An invoice number stays whole ('2025-0001', not broken at its hyphen). */
export const number = style({ whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const struck = style({ textDecoration: 'line-through' });
export const paymentList = style([stack.sm, { listStyle: 'none', margin: 0, padding: 0 }]);
export const paymentLine = style([stack.xs, { overflowWrap: 'anywhere' }]);
export const totals = style([tabularFigures, wrapRow.md]);
/** The three days of the schedule side by side on wide screens, one a row on phones. */
export const days = style([grid({ columns: 3, gap: 'md', align: 'start', phone: 1 })]);

/** The next level's button and its day: on a phone the level's name wraps rather than leave the card. */
export const nextLevel = style([stack.xs, { minWidth: 0, maxWidth: '100%' }]);
globalStyle(`${nextLevel} > button`, { whiteSpace: 'normal', textAlign: 'left', maxWidth: '100%' });
