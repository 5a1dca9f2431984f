import { editorSpecialties, specialties } from '../../../../modules/partners/contract';
import type { SelectOption } from '../../../components/ui/SelectField';

const editorLabel = new Map<string, string>(editorSpecialties.map((s) => [s.value, s.label]));

/** The spec's label of a specialty: the editor's gloss where it has one ('Vertrieb (Sales)'). */
export const specialtyLabel = (value: string): string => editorLabel.get(value) ?? value;

/** All ten specialties (creating an Accelerator, the directory filter). */
export const allSpecialtyOptions: SelectOption[] = specialties.map((s) => ({ id: s, label: specialtyLabel(s) }));

/**
 * The profile editor offers its eight (spec 02 §3). A profile that already holds one of the other
 * two (Mindset, KI) keeps it as an extra option, so opening and saving never changes it silently.
 */
export function editorSpecialtyOptions(current: string): SelectOption[] {
  const options: SelectOption[] = editorSpecialties.map((s) => ({ id: s.value, label: s.label }));
  if (current && !editorLabel.has(current) && (specialties as readonly string[]).includes(current))
    options.push({ id: current, label: current });
  return options;
}
