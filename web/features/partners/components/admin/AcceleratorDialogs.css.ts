import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import { bare, stack, wrapRow } from '../../../../components/ui/layout.css';
import { textColor, textSize } from '../../../../components/ui/text.css';

export const passwordBlock = stack.sm;

export const passwordActions = wrapRow.sm;

export const text = style([textSize.sm, { lineHeight: vars.lineHeight.normal }]);

export const muted = style([textSize.sm, textColor.textMuted, { lineHeight: vars.lineHeight.normal }]);

export const holdings = style([bare, stack.md]);

/** One open package of the leaving partner, divided from the one above. */
export const holding = style([stack.xs, { paddingBlock: vars.space.sm, borderTop: `1px solid ${vars.color.border}` }]);

/** The handed-over meetings that change place, before the admin confirms. */
export const moves = stack.xs;

export const moveList = style([bare, stack.xs]);

/** A long link breaks anywhere rather than widening the dialog on a phone. */
export const move = style([stack.xs, { overflowWrap: 'anywhere' }]);
