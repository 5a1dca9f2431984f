import type { vars } from '../../styles/theme.css';
import { gridAligns, gridBase, gridColumns, gridGaps, gridPhoneColumns, gridPhoneGaps } from './layout.css';

type Space = keyof typeof vars.space;

export interface GridOptions {
  columns: keyof typeof gridColumns;
  /** columns on a phone (default 1); 'same' keeps the wide layout */
  phone?: keyof typeof gridPhoneColumns | 'same';
  gap?: Space;
  phoneGap?: Space;
  align?: keyof typeof gridAligns;
}

/**
 * The class names of a responsive grid, a small recipe (the project has no @vanilla-extract/recipes):
 * `grid({ columns: 2, gap: 'lg', align: 'start' })`. Usable in a `*.css.ts` inside `style([...])`.
 */
export function grid({ columns, phone = 1, gap = 'lg', phoneGap, align }: GridOptions): string {
  return [
    gridBase,
    gridColumns[columns],
    gridGaps[gap],
    align && gridAligns[align],
    phone !== 'same' && gridPhoneColumns[phone],
    phoneGap && gridPhoneGaps[phoneGap],
  ]
    .filter(Boolean)
    .join(' ');
}
