import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { textColor } from '../../../components/ui/text.css';
import { fullWidth, spread, stack as stackOf } from '../../../components/ui/layout.css';
import { grid } from '../../../components/ui/layout';

export const layout = style([stackOf.lg, fullWidth]);

export const toolbar = grid({ columns: 'fill:auto', gap: 'lg', align: 'end' });

export const bar = style([spread, { alignItems: 'flex-end', gap: vars.space.md }]);

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// On a laptop (768 to 1439 px) the company goes under the client's name and its column goes, so a
// long row keeps 'Aktion' on the page; wider screens and the phone's cards show the column.
const laptop = 'screen and (min-width: 768px) and (max-width: 1439.98px)';

export const companyColumn = style({ '@media': { [laptop]: { display: 'none' } } });

export const companyLine = style([
  textColor.textMuted,
  { display: 'none', fontSize: vars.fontSize.xs, '@media': { [laptop]: { display: 'block' } } },
]);
