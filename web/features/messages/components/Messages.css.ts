import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { stack } from '../../../components/ui/layout.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  alignSelf: 'flex-start',
  minWidth: 0,
});

export const mine = style([message, { alignSelf: 'flex-end', background: vars.color.primarySoft }]);

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const newMark = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const form = stack.md;

export const attachments = style([stack.sm, { alignItems: 'flex-start' }]);

export const attachedList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const attached = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const attachedName = style({ overflowWrap: 'anywhere', minWidth: 0 });
