import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { page } from '../../../components/ui/Page.css';

// Inside a page the page's gap spaces the card; placed right after a whole page it keeps its distance.
export const wrapper = style({
  width: '100%',
  maxWidth: vars.size.content,
  selectors: { [`${page} + &`]: { marginTop: vars.space.xl } },
});

export const next = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const when = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const with_ = style({ fontWeight: vars.fontWeight.semibold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const linkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginTop: vars.space.xs,
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` } },
});
