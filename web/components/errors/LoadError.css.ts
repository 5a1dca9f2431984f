import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The message above its retry button. */
export const box = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });
