import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { stack } from '../../../components/ui/layout.css';
import { grid } from '../../../components/ui/layout';

export const form = stack.lg;

export const pair = grid({ columns: '3:2', gap: 'md' });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
