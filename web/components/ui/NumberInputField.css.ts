import { style } from '@vanilla-extract/css';
import { input as textInput } from './TextField.css';

export const input = style([textInput, { width: '100%', minWidth: 0, fontVariantNumeric: 'tabular-nums' }]);
