import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { stack } from '../../../components/ui/layout.css';
import { metaLine } from '../../../components/ui/text.css';

export const form = stack.md;

export const dueField = style({ maxWidth: '240px' });

export const task = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', minWidth: 0 });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const doneTitle = style([title, { textDecoration: 'line-through', color: vars.color.textMuted }]);

export const details = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const meta = metaLine;
