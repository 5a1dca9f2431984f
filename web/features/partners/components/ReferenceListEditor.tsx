import { ratingLabels } from '../../../../modules/partners/contract';
import { withForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { SelectField, type SelectOption } from '../../../components/ui/SelectField';
import { firstMessage } from '../../../lib/validation';
import { emptyReference, formFromProfile } from '../rules/profile-form';
import * as styles from './ProfileEditor.css';

// Spec 02 §5: 1 Poor, 2 Fair, 3 Good, 4 Very Good, 5 Excellent (English in the spec).
const ratingOptions: SelectOption[] = ([5, 4, 3, 2, 1] as const).map((n) => ({ id: String(n), label: `${n} – ${ratingLabels[n]}` }));

/** The references of the editor: client (required), rating 1-5, project, testimonial; add and remove. */
export const ReferenceListEditor = withForm({
  defaultValues: formFromProfile(null, null),
  props: { onRowsChanged: () => {} },
  render: function Render({ form, onRowsChanged }) {
    return (
      <form.Field name="references" mode="array">
        {(list) => (
          <div className={styles.list}>
            {list.state.value.length === 0 ? <p className={styles.empty}>Noch keine Referenzen eingetragen.</p> : null}
            {list.state.value.map((_, index) => (
              <fieldset key={index} className={styles.row}>
                <legend className={styles.rowLegend}>Referenz {index + 1}</legend>
                <div className={styles.pair}>
                  <form.AppField name={`references[${index}].client`}>{(field) => <field.TextField label="Kunde" isRequired />}</form.AppField>
                  <form.Field name={`references[${index}].rating`}>
                    {(field) => (
                      <SelectField
                        label="Bewertung"
                        options={ratingOptions}
                        value={String(field.state.value)}
                        onChange={(v) => field.handleChange(Number(v ?? 5))}
                        error={firstMessage(field.state.meta.errors)}
                      />
                    )}
                  </form.Field>
                </div>
                <form.AppField name={`references[${index}].project`}>{(field) => <field.TextField label="Projekt" />}</form.AppField>
                <form.AppField name={`references[${index}].testimonial`}>{(field) => <field.TextAreaField label="Testimonial" rows={2} />}</form.AppField>
                <div className={styles.rowActions}>
                  <Button variant="ghost" onPress={() => { list.removeValue(index); onRowsChanged(); }} aria-label={`Referenz ${index + 1} entfernen`}>Entfernen</Button>
                </div>
              </fieldset>
            ))}
            <div>
              <Button variant="secondary" onPress={() => { list.pushValue(emptyReference()); onRowsChanged(); }}>+ Referenz hinzufügen</Button>
            </div>
          </div>
        )}
      </form.Field>
    );
  },
});
