import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { stack } from '../../../components/ui/layout.css';
import { metaLine } from '../../../components/ui/text.css';

export const form = stack.md;

export const note = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** Who wrote it and when, and its layer: one line on wide screens, wrapping on phones. */
export const meta = metaLine;

export const author = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

/** The text as written: its line breaks kept, long words (links, IBANs) broken rather than overflowing. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
