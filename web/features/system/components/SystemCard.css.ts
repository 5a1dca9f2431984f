import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { bare, stack } from '../../../components/ui/layout.css';

/** A value of several lines: the main one, then smaller details. */
export const lines = style([stack.xxs]);

export const list = style([bare, stack.sm]);

export const detail = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});
