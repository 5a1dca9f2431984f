import { style } from '@vanilla-extract/css';
import { fullWidth, stack } from '../../../components/ui/layout.css';
import { vars } from '../../../styles/theme.css';

export const cards = style([stack.xl, fullWidth]);
export const stackMd = style([stack.md]);
export const purpose = style({ wordBreak: 'break-word', maxWidth: '22rem' });
export const quiet = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const assign = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const warning = style({ color: vars.color.warning, fontSize: vars.fontSize.sm, fontWeight: 600 });
