import { editorSpecialties, specialties } from '../../../../modules/partners/contract';
import type { SelectOption } from '../../../components/ui/SelectField';

// A specialty is stored and shown by its German name (spec 02 §3); no English gloss anywhere.

const option = (s: string): SelectOption => ({ id: s, label: s });

/** All ten specialties (creating an Accelerator, the directory filter). */
export const allSpecialtyOptions: SelectOption[] = specialties.map(option);

/**
 * The profile editor offers its eight (spec 02 §3). A profile that already holds one of the other
 * two (Mindset, KI) keeps it as an extra option, so opening and saving never changes it silently.
 */
export function editorSpecialtyOptions(current: string): SelectOption[] {
  const offered: readonly string[] = editorSpecialties;
  const options = offered.map(option);
  if (current && !offered.includes(current) && (specialties as readonly string[]).includes(current))
    options.push(option(current));
  return options;
}
