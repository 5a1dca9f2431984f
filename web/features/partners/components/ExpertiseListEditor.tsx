import { withForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { emptyExpertise, formFromProfile } from '../rules/profile-form';
import * as styles from './ProfileEditor.css';

/** The expertise list of the editor: title (required) and description per entry; add and remove. */
export const ExpertiseListEditor = withForm({
  defaultValues: formFromProfile(null, null),
  props: { onRowsChanged: () => {} },
  render: function Render({ form, onRowsChanged }) {
    return (
      <form.Field name="expertise" mode="array">
        {(list) => (
          <div className={styles.list}>
            {list.state.value.length === 0 ? <p className={styles.empty}>Noch keine Expertise eingetragen.</p> : null}
            {list.state.value.map((_, index) => (
              <fieldset key={index} className={styles.row}>
                <legend className={styles.rowLegend}>Expertise {index + 1}</legend>
                <form.AppField name={`expertise[${index}].title`}>{(field) => <field.TextField label="Titel" isRequired />}</form.AppField>
                <form.AppField name={`expertise[${index}].description`}>{(field) => <field.TextAreaField label="Beschreibung" rows={2} />}</form.AppField>
                <div className={styles.rowActions}>
                  <Button variant="ghost" onPress={() => { list.removeValue(index); onRowsChanged(); }} aria-label={`Expertise ${index + 1} entfernen`}>Entfernen</Button>
                </div>
              </fieldset>
            ))}
            <div>
              <Button variant="secondary" onPress={() => { list.pushValue(emptyExpertise()); onRowsChanged(); }}>+ Expertise hinzufügen</Button>
            </div>
          </div>
        )}
      </form.Field>
    );
  },
});
