import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { buttonRow, spread, stack } from '../../../components/ui/layout.css';
import { grid } from '../../../components/ui/layout';
import { tabularFigures, textColor, textSize } from '../../../components/ui/text.css';

export const quick = buttonRow;

export const columns = grid({ columns: 2, gap: 'lg', align: 'start' });

export const row = stack.xxs;

export const rowHead = style([spread, { gap: vars.space.sm }]);

export const strong = style({ fontWeight: vars.fontWeight.semibold });

export const muted = style([textSize.sm, textColor.textMuted]);

export const time = style([textSize.xs, textColor.textMuted, tabularFigures, { whiteSpace: 'nowrap' }]);

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
