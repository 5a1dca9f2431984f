import { style } from '@vanilla-extract/css';
import { fullWidth, stack } from '../../../components/ui/layout.css';
import { vars } from '../../../styles/theme.css';

export const cards = style([stack.xl, fullWidth]);
export const stackMd = style([stack.md]);
export const quiet = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
/** The mandate text as shown and granted: set apart from the rest, as the rulebook asks. */
export const mandateText = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});
export const mono = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
