import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { stack } from '../../../components/ui/layout.css';
import { metaLine } from '../../../components/ui/text.css';

export const form = stack.md;

export const chosen = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const file = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  color: vars.color.primary,
});

export const meta = metaLine;
