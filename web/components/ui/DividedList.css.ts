import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { surface } from './surface.css';

// A list whose items are separated by a line. The items keep their own inner layout; the list gives
// them their vertical room and the lines between them.

const roomY = createVar();

const base = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const list = styleVariants({
  /** room above and below each item; the first and last sit flush with the list's edges */
  flush: [base],
  /** room above and below every item, the outer ones too */
  open: [base],
  /** a surface of its own, items padded on all sides */
  boxed: [base, surface, { overflow: 'hidden' }],
});

export const space = styleVariants({ sm: vars.space.sm, md: vars.space.md, lg: vars.space.lg }, (y) => ({
  vars: { [roomY]: y },
}));

globalStyle(`${list.flush} > * + *, ${list.open} > * + *, ${list.boxed} > * + *`, {
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${list.flush} > *, ${list.open} > *`, { paddingTop: roomY, paddingBottom: roomY });
globalStyle(`${list.flush} > :first-child`, { paddingTop: 0 });
globalStyle(`${list.flush} > :last-child`, { paddingBottom: 0 });

globalStyle(`${list.boxed} > *`, {
  padding: `${vars.space.lg} ${vars.space.xl}`,
  '@media': { [media.phone]: { padding: vars.space.lg } },
});
