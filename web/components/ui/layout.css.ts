import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// Layout primitives: the flex and grid patterns the screens repeat. Feature styles compose them
// (`style([stack.md, { … }])`) or use them directly as class names; only the odd detail stays local.

/** A column of children with a gap: `stack.md`. */
export const stack = styleVariants(vars.space, (gap) => ({ display: 'flex', flexDirection: 'column', gap }));

/** A wrapping row of centred children with a gap (buttons, badges, meta lines): `cluster.sm`. */
export const cluster = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap,
}));

/** A wrapping row with a gap whose children keep their own alignment (chips, tags, links): `wrapRow.sm`. */
export const wrapRow = styleVariants(vars.space, (gap) => ({ display: 'flex', flexWrap: 'wrap', gap }));

/** Fills the width of its column (a stack inside the page's start-aligned column). */
export const fullWidth = style({ width: '100%' });

/** A list without bullets or indentation. */
export const bare = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Children at both ends of a wrapping row (title and action, count and buttons). */
export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** Flex children centred on both axes (icon buttons, round marks, avatars). */
export const center = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' });

/** A row that becomes a full-width column on phones (toolbars, dialog and form actions). */
const phoneColumn = style({ '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } } });

/** A toolbar: text or filters on the left, actions on the right; stacked on phones. */
export const toolbar = style([spread, phoneColumn, { flexWrap: 'nowrap', gap: vars.space.lg }]);

// Grid parts; `grid()` in layout.ts puts them together (a .css.ts file may not export functions).

const templates = {
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  /** a wide first column and two narrow ones (search + two selects) */
  '2:1:1': 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  '2:1': 'minmax(0, 2fr) minmax(0, 1fr)',
  '3:2': 'minmax(0, 3fr) minmax(0, 2fr)',
  /** the content and an auto-sized action beside it */
  'fill:auto': 'minmax(0, 1fr) auto',
  /** as many cards of at least 280 px as fit */
  cards: 'repeat(auto-fill, minmax(280px, 1fr))',
  /** as many figures of at least 140 px as fit */
  figures: 'repeat(auto-fit, minmax(140px, 1fr))',
} as const;

export const gridBase = style({ display: 'grid' });
export const gridColumns = styleVariants(templates, (gridTemplateColumns) => ({ gridTemplateColumns }));
export const gridGaps = styleVariants(vars.space, (gap) => ({ gap }));
export const gridAligns = styleVariants(
  { start: 'start', end: 'end', center: 'center', stretch: 'stretch' },
  (alignItems) => ({ alignItems }),
);
// Defined after the columns so that on a phone they win.
export const gridPhoneColumns = styleVariants(
  { 1: 'minmax(0, 1fr)', 2: 'repeat(2, minmax(0, 1fr))' },
  (gridTemplateColumns) => ({ '@media': { [media.phone]: { gridTemplateColumns } } }),
);
export const gridPhoneGaps = styleVariants(vars.space, (gap) => ({ '@media': { [media.phone]: { gap } } }));

/** A grid child that spans the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

const buttons = { display: 'flex', gap: vars.space.sm } as const;

/** A wrapping row of buttons; on phones a column of full-width buttons. */
export const buttonRow = style([
  buttons,
  { flexWrap: 'wrap', '@media': { [media.phone]: { flexDirection: 'column' } } },
]);

/** Buttons at the end of a form or dialog: right-aligned; on phones stacked, the main action on top. */
export const endActions = style([
  buttons,
  { justifyContent: 'flex-end', '@media': { [media.phone]: { flexDirection: 'column-reverse' } } },
]);
