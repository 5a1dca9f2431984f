import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { stack, wrapRow } from '../../../components/ui/layout.css';

export const setup = style([
  wrapRow.xl,
  { alignItems: 'flex-start', '@media': { [media.phone]: { justifyContent: 'center' } } },
]);

/** Beside the QR code where there is room (240 px), below it where there is not. */
export const steps = style([stack.md, { minWidth: 0, flex: '1 1 240px', fontSize: vars.fontSize.sm }]);

export const confirmForm = stack.md;

/** The secret and the recovery codes: typed by hand, so monospaced and wrapping in groups. */
export const secret = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  // Wraps between the groups of four, inside one only if it must.
  overflowWrap: 'anywhere',
  background: vars.color.surfaceMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
