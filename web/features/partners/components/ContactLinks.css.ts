import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { thinFocusRing } from '../../../components/ui/controls.css';
import { part } from '../../../components/ui/EmailAddress.css';

/** A contact link in a fact: the text's size, the brand colour, a ring when reached by keyboard. */
export const contactLink = style({
  color: vars.color.primary,
  textDecoration: 'none',
  outline: 'none',
  minWidth: 0,
  maxWidth: '100%',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: thinFocusRing, borderRadius: '2px' },
  },
});

// An address breaks at its '@' and dots (EmailAddress); a part longer than a phone's line on its
// own ('profil-kontakt-mit-langer-adresse@') would run out of the card, so it wraps inside itself,
// and only then: as an inline block it stays whole whenever it fits on a line.
globalStyle(`${contactLink} ${part}`, {
  display: 'inline-block',
  maxWidth: '100%',
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
});
