import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { bare, spread, stack, wrapRow } from '../../../components/ui/layout.css';

export const picker = style([stack.md, { minWidth: 0 }]);

export const weekNav = style([spread, { gap: vars.space.sm, flexWrap: 'nowrap' }]);

export const weekLabel = style({ fontWeight: vars.fontWeight.medium, textAlign: 'center', fontSize: vars.fontSize.sm });

export const days = style([bare, stack.sm]);

/** A day: its name on the left, its free starts beside it; stacked on narrow screens. */
export const day = style({
  display: 'grid',
  gridTemplateColumns: '88px 1fr',
  gap: vars.space.sm,
  alignItems: 'baseline',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dayName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const starts = wrapRow.xs;

export const none = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A start inside the firm's cancellation notice: dashed, with a mark after the time (not colour alone). */
export const insideNotice = style({ borderStyle: 'dashed', borderColor: vars.color.warning });

export const legend = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
