import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { grid } from '../ui/layout';
import { stack } from '../ui/layout.css';

export const section = style([stack.md, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

/** Two fields a row on wide screens, one on phones. */
export const fields = style([grid({ columns: 2, gap: 'lg', align: 'start' })]);
