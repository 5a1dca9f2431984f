import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { bare, cluster, stack } from '../../../components/ui/layout.css';
import { thinFocusRing } from '../../../components/ui/controls.css';
import { textColor, textSize, textWeight } from '../../../components/ui/text.css';

const boxRule = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
} as const;

export const list = style([bare, stack.md]);

/** A bordered box (no shadow): the date block beside the meeting, above it on phones. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '116px minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  ...boxRule,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, padding: vars.space.md } },
});

export const when = style([
  stack.xxs,
  {
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.primarySoft,
    color: vars.color.primary,
    textAlign: 'center',
    alignSelf: 'start',
    '@media': {
      [media.phone]: {
        flexDirection: 'row',
        justifyContent: 'flex-start',
        gap: vars.space.sm,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        alignSelf: 'stretch',
      },
    },
  },
]);

export const date = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const time = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const body = style([stack.sm, { minWidth: 0 }]);

export const headline = cluster.sm;

export const name = style([textWeight.semibold, textSize.md, { overflowWrap: 'anywhere' }]);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const linkRow = cluster.sm;

export const link = style([
  textColor.primary,
  textSize.sm,
  textWeight.medium,
  {
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    overflowWrap: 'anywhere',
    minWidth: 0,
    flex: '1 1 200px',
    outline: 'none',
    borderRadius: '2px',
    selectors: { '&[data-focus-visible]': { boxShadow: thinFocusRing } },
  },
]);

export const text = style({ fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const textLabel = style({ fontWeight: vars.fontWeight.semibold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** The meeting's own tools (calendar file, its notes, tasks and files), side by side. */
export const tools = cluster.sm;
