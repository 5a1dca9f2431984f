import { style } from '@vanilla-extract/css';

export const picker = style({ maxWidth: '420px' });
