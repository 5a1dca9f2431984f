import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { emptyExpertise, type ExpertiseRow, type ProfileErrors } from '../rules/profile-form';
import * as styles from './ProfileEditor.css';

export interface ExpertiseListEditorProps {
  rows: ExpertiseRow[];
  onChange: (rows: ExpertiseRow[]) => void;
  errors: ProfileErrors;
  onFieldEdited: (path: string) => void;
}

/** The expertise list of the editor: title (required) and description per entry; add and remove. */
export function ExpertiseListEditor({ rows, onChange, errors, onFieldEdited }: ExpertiseListEditorProps) {
  const update = (index: number, patch: Partial<ExpertiseRow>, field: string) => {
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
    onFieldEdited(`expertise.${index}.${field}`);
  };
  return (
    <div className={styles.list}>
      {rows.length === 0 ? <p className={styles.empty}>Noch keine Expertise eingetragen.</p> : null}
      {rows.map((row, index) => (
        <fieldset key={row.key} className={styles.row}>
          <legend className={styles.rowLegend}>Expertise {index + 1}</legend>
          <TextField label="Titel" value={row.title} onChange={(title) => update(index, { title }, 'title')} error={errors[`expertise.${index}.title`]} isRequired />
          <TextAreaField label="Beschreibung" value={row.description} onChange={(description) => update(index, { description }, 'description')} error={errors[`expertise.${index}.description`]} rows={2} />
          <div className={styles.rowActions}>
            <Button variant="ghost" onPress={() => onChange(rows.filter((_, i) => i !== index))} aria-label={`Expertise ${index + 1} entfernen`}>Entfernen</Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onPress={() => onChange([...rows, emptyExpertise()])}>+ Expertise hinzufügen</Button>
      </div>
    </div>
  );
}
