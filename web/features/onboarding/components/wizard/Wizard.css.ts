import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';
import { fullWidth, stack } from '../../../../components/ui/layout.css';
import * as page from '../../../../components/ui/Page.css';
import { surface } from '../../../../components/ui/surface.css';
import { textColor, textSize, textWeight } from '../../../../components/ui/text.css';

export const wizard = style([stack.xl, fullWidth]);

// The wizard's header is a page header with an eyebrow above the title.
export const header = page.header;

export const eyebrow = style([textSize.sm, textWeight.semibold, textColor.warning, { letterSpacing: '0.02em' }]);

export const title = page.title;

export const subtitle = style({ color: vars.color.textMuted });

/** The white panel a step lives in. */
export const panel = style([
  surface,
  stack.xl,
  {
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    padding: vars.space.xxl,
    '@media': { [media.phone]: { padding: vars.space.lg, gap: vars.space.lg } },
  },
]);

export const panelTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ color: vars.color.text, maxWidth: '62ch' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Back on the left, forward on the right; stacked with forward on top on a phone. */
export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
