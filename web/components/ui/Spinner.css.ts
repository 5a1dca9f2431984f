import { style } from '@vanilla-extract/css';
import { spinnerRing } from '../../styles/spinner.css';
import { center } from './layout.css';

export const spinner = style({ width: '32px', height: '32px', ...spinnerRing });

export const fullPage = style([center, { flex: 1, minHeight: '60vh' }]);
