import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { thinFocusRing } from '../../../components/ui/controls.css';

/** A contact link in a fact: the text's size, the brand colour, a ring when reached by keyboard. */
export const contactLink = style({
  color: vars.color.primary,
  textDecoration: 'none',
  outline: 'none',
  // A long address wraps at its '@' and dots (EmailAddress) instead of running out of a phone's card.
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: thinFocusRing, borderRadius: '2px' },
  },
});
