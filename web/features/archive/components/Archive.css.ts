import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import * as t from '../../../components/ui/ResponsiveTable.css';
import { fullWidth, stack as stackOf } from '../../../components/ui/layout.css';
import { grid } from '../../../components/ui/layout';
import { tabularFigures, textColor, textWeight } from '../../../components/ui/text.css';

export const layout = style([stackOf.lg, fullWidth]);

export const filters = grid({ columns: '2:1:1', gap: 'md', align: 'end' });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Eight columns: one figure per line and tighter cells keep the table inside the page on a laptop. */
export const stats = style([
  stackOf.xxs,
  {
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    '@media': { [media.phone]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md } },
  },
]);

export const period = style({
  display: 'flex',
  flexDirection: 'column',
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { flexDirection: 'row', gap: vars.space.xs } },
});

export const tight = style({
  '@media': {
    [media.tablet]: {
      selectors: { [`&${t.cell}, &${t.column}`]: { paddingLeft: vars.space.md, paddingRight: vars.space.md } },
    },
  },
});

export const statValue = style([textColor.text, textWeight.semibold, tabularFigures]);

export const note = style({
  display: 'block',
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  maxWidth: '180px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// On a laptop (below 1440 px) the company moves under the client's name and its column goes, so
// the eight columns and the row menu fit the page; wider screens and phone cards show the column.
const laptop = 'screen and (min-width: 768px) and (max-width: 1439.98px)';

export const companyColumn = style({ '@media': { [laptop]: { display: 'none' } } });

export const companyLine = style([
  textColor.textMuted,
  { display: 'none', fontSize: vars.fontSize.xs, '@media': { [laptop]: { display: 'block' } } },
]);

/** The stars and, below them, the client's comment (issue 32): three lines at most, whole on hover and on phones. */
export const rating = style([stackOf.xxs, { alignItems: 'flex-start' }]);

export const ratingComment = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  maxWidth: '160px',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [media.phone]: { maxWidth: 'none', display: 'block' } },
});
