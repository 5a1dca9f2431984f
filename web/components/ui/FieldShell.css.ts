import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stack } from './layout.css';

// The texts around every form control: label above, hint or error below.

/** The root of a field: label, control and texts in a tight column. */
export const field = stack.xs;

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

/** Texts under a checkbox start where its label does: the 20 px box and the 8 px gap. */
export const besideBox = style({ paddingLeft: '28px' });
