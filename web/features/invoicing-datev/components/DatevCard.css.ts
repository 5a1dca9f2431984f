import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { grid } from '../../../components/ui/layout';
import { stack } from '../../../components/ui/layout.css';

export const body = style([stack.xl]);

export const form = style([stack.lg, { maxWidth: '40rem' }]);

/** Two fields a row on wide screens, one on a phone. */
export const pair = style([grid({ columns: 2, gap: 'lg', align: 'start' })]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const exportRow = style([stack.md, { maxWidth: '40rem' }]);
