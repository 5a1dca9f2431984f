import { style } from '@vanilla-extract/css';
import { stack } from '../../../components/ui/layout.css';

export const form = style([stack.lg, { maxWidth: '32rem' }]);
