import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';
import { bare, buttonRow, stack, toolbar } from '../../../../components/ui/layout.css';
import { card as cardBox } from '../../../../components/ui/Card.css';

export const list = style([bare, stack.lg]);

/** A client's card: the shared card's box on a list item. */
export const card = cardBox;

// The phone column of the toolbar stretches; wider screens align the button with the name's top.
export const cardHead = style([
  toolbar,
  { gap: vars.space.md, '@media': { [media.tablet]: { alignItems: 'flex-start' } } },
]);

/** The card's buttons: questionnaire and plan side by side, wrapping on a phone. */
export const cardActions = buttonRow;

export const cardIdentity = style([stack.xxs, { minWidth: 0 }]);

export const cardName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const cardCompany = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const pill = {
  display: 'inline-flex',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
} as const;

export const statusActive = style({ ...pill, background: vars.color.successSoft, color: vars.color.success });

export const statusOther = style({ ...pill, background: vars.color.warningSoft, color: vars.color.warning });

export const hoursRow = stack.xs;

export const lowHours = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.warning,
});

export const reserved = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
