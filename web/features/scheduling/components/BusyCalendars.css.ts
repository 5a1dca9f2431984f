import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { stack } from '../../../components/ui/layout.css';

export const body = stack.lg;
export const list = style([stack.md, { listStyle: 'none', margin: 0, padding: 0 }]);
export const source = style([
  stack.xs,
  { padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md },
]);
export const sourceHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const label = style({ fontWeight: 600 });
export const address = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const state = style({ margin: 0, fontSize: vars.fontSize.sm });
export const form = style([stack.md, { maxWidth: '36rem' }]);
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
