import { ratingLabels } from '../../../../modules/partners/contract';
import { Button } from '../../../components/ui/Button';
import { SelectField, type SelectOption } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { emptyReference, type ProfileErrors, type ReferenceRow } from '../rules/profile-form';
import * as styles from './ProfileEditor.css';

// Spec 02 §5: 1 Poor, 2 Fair, 3 Good, 4 Very Good, 5 Excellent (English in the spec).
const ratingOptions: SelectOption[] = ([5, 4, 3, 2, 1] as const).map((n) => ({ id: String(n), label: `${n} – ${ratingLabels[n]}` }));

export interface ReferenceListEditorProps {
  rows: ReferenceRow[];
  onChange: (rows: ReferenceRow[]) => void;
  errors: ProfileErrors;
  onFieldEdited: (path: string) => void;
}

/** The references of the editor: client (required), rating 1-5, project, testimonial; add and remove. */
export function ReferenceListEditor({ rows, onChange, errors, onFieldEdited }: ReferenceListEditorProps) {
  const update = (index: number, patch: Partial<ReferenceRow>, field: string) => {
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
    onFieldEdited(`references.${index}.${field}`);
  };
  const error = (index: number, field: string) => errors[`references.${index}.${field}`];
  return (
    <div className={styles.list}>
      {rows.length === 0 ? <p className={styles.empty}>Noch keine Referenzen eingetragen.</p> : null}
      {rows.map((row, index) => (
        <fieldset key={row.key} className={styles.row}>
          <legend className={styles.rowLegend}>Referenz {index + 1}</legend>
          <div className={styles.pair}>
            <TextField label="Kunde" value={row.client} onChange={(client) => update(index, { client }, 'client')} error={error(index, 'client')} isRequired />
            <SelectField
              label="Bewertung"
              options={ratingOptions}
              value={String(row.rating)}
              onChange={(v) => update(index, { rating: Number(v ?? 5) }, 'rating')}
              error={error(index, 'rating')}
            />
          </div>
          <TextField label="Projekt" value={row.project} onChange={(project) => update(index, { project }, 'project')} error={error(index, 'project')} />
          <TextAreaField label="Testimonial" value={row.testimonial} onChange={(testimonial) => update(index, { testimonial }, 'testimonial')} error={error(index, 'testimonial')} rows={2} />
          <div className={styles.rowActions}>
            <Button variant="ghost" onPress={() => onChange(rows.filter((_, i) => i !== index))} aria-label={`Referenz ${index + 1} entfernen`}>Entfernen</Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onPress={() => onChange([...rows, emptyReference()])}>+ Referenz hinzufügen</Button>
      </div>
    </div>
  );
}
