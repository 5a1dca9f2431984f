import { style } from '@vanilla-extract/css';
import { fullWidth, stack } from '../../../components/ui/layout.css';

/** The settings page's list of cards. */
export const cards = style([stack.xl, fullWidth]);
