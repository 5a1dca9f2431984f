import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { fullWidth, spread, stack } from '../../../components/ui/layout.css';

export const sections = style([stack.xl, fullWidth]);

export const toolbar = style([
  spread,
  fullWidth,
  { gap: vars.space.md, '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } } },
]);

export const emptyText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const more = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });

/** A second way out below a dialog's actions ('Klient nicht erschienen'), set apart by a rule. */
export const alternative = style([
  stack.sm,
  { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.lg, alignItems: 'flex-start' },
]);
