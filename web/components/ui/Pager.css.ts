import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { wrapRow } from './layout.css';

export const pager = style([wrapRow.md, { alignItems: 'center', justifyContent: 'space-between' }]);

export const range = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const buttons = wrapRow.md;
