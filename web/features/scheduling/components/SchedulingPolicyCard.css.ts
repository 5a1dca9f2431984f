import { style } from '@vanilla-extract/css';
import { endActions, stack } from '../../../components/ui/layout.css';

export const form = style([stack.lg, { maxWidth: '32rem' }]);

export const actions = endActions;
