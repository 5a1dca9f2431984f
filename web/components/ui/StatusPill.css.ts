import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { tones } from './surface.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const pill = styleVariants(tones, (colors) => [base, colors]);

/** The larger pill of a page header (the client's package status). */
export const large = style({ padding: `${vars.space.xxs} ${vars.space.md}`, fontSize: vars.fontSize.sm });

export const dot = style({ width: '8px', height: '8px', borderRadius: vars.radius.full, background: 'currentColor' });
