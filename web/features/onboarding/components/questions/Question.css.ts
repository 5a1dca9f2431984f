import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';
import { controlBox, controlFocus } from '../../../../components/ui/controls.css';
import { stack } from '../../../../components/ui/layout.css';

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const track = style({
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: 'width 200ms ease',
});

export const form = stack.xl;

export const field = style([stack.md, { border: 'none', margin: 0, padding: 0, minWidth: 0 }]);

export const question = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [media.phone]: { fontSize: vars.fontSize.lg } },
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginTop: `calc(-1 * ${vars.space.sm})`,
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

export const privacyNotice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

// The shared control box, larger: the question is the screen's one task.
const control = style([
  controlBox,
  {
    width: '100%',
    padding: `0 ${vars.space.md}`,
    fontSize: vars.fontSize.lg,
    selectors: { '&[data-focused]': controlFocus },
  },
]);

export const input = style([control, { height: '48px' }]);

export const textarea = style([
  control,
  { minHeight: '160px', padding: vars.space.md, lineHeight: vars.lineHeight.normal, resize: 'vertical' },
]);

export const counter = style({ alignSelf: 'flex-end', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const options = style({ display: 'grid', gridTemplateColumns: '1fr', gap: vars.space.sm });

export const optionsTwoColumns = style([
  options,
  { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceMuted },
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}` },
  },
});

const mark = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textInverse,
  selectors: { [`${option}[data-selected] &`]: { borderColor: vars.color.primary, background: vars.color.primary } },
});

export const radioMark = style([
  mark,
  {
    borderRadius: vars.radius.full,
    selectors: { [`${option}[data-selected] &`]: { boxShadow: `inset 0 0 0 3px ${vars.color.surface}` } },
  },
]);

export const checkMark = style([mark, { borderRadius: '4px' }]);
