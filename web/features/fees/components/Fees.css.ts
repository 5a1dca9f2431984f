import { style } from '@vanilla-extract/css';
import { grid } from '../../../components/ui/layout';
import { fullWidth, stack, wrapRow } from '../../../components/ui/layout.css';
import { tabularFigures } from '../../../components/ui/text.css';
import { vars } from '../../../styles/theme.css';

// The fee screens' own layout; the rest is the shared primitives (web/README.md).

export const cards = style([stack.xl, fullWidth]);
export const stackMd = stack.md;
export const form = stack.lg;
/** Two fields a row on wide screens, one on phones. */
export const fields = style([grid({ columns: 2, gap: 'lg', align: 'start' })]);
/** The heading 'Verlauf' under the fee terms. */
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.semibold });
export const actions = style([wrapRow.md, { alignItems: 'center' }]);
export const filters = style([grid({ columns: 3, gap: 'md', align: 'end', phone: 1 })]);
export const amount = style([tabularFigures, { whiteSpace: 'nowrap' }]);
export const quiet = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const struck = style({ textDecoration: 'line-through', color: vars.color.textMuted });
