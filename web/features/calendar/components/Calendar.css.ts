import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { stack } from '../../../components/ui/layout.css';

export const body = stack.md;

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The address and its copy button: side by side, the field taking the room; stacked when narrow. */
export const addressRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const addressField = style({ flex: '1 1 240px', minWidth: 0 });

export const webcal = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
