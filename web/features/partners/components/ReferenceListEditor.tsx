import { ratingLabels } from '../../../../modules/partners/contract';
import { withForm } from '../../../components/form/use-app-form';
import { SelectField, type SelectOption } from '../../../components/ui/SelectField';
import { firstMessage } from '../../../lib/validation';
import { emptyReference, formFromProfile } from '../rules/profile-form';
import { RowList } from '../../../components/form/RowList';
import * as styles from './ProfileEditor.css';

// Spec 02 §5: 1 Poor, 2 Fair, 3 Good, 4 Very Good, 5 Excellent (English in the spec).
const ratingOptions: SelectOption[] = ([5, 4, 3, 2, 1] as const).map((n) => ({
  id: String(n),
  label: `${n} – ${ratingLabels[n]}`,
}));

/** The references of the editor: client (required), rating 1-5, project, testimonial; add and remove. */
export const ReferenceListEditor = withForm({
  defaultValues: formFromProfile(null, null),
  props: { onRowsChanged: () => {} },
  render: function Render({ form, onRowsChanged }) {
    return (
      <form.Field name="references" mode="array">
        {(list) => (
          <RowList
            noun="Referenz"
            list={list}
            newRow={emptyReference}
            onRowsChanged={onRowsChanged}
            emptyText="Noch keine Referenzen eingetragen."
            addLabel="+ Referenz hinzufügen"
          >
            {(index) => (
              <>
                <div className={styles.pair}>
                  <form.AppField name={`references[${index}].client`}>
                    {(field) => <field.TextField label="Kunde" isRequired />}
                  </form.AppField>
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
                <form.AppField name={`references[${index}].project`}>
                  {(field) => <field.TextField label="Projekt" />}
                </form.AppField>
                <form.AppField name={`references[${index}].testimonial`}>
                  {(field) => <field.TextAreaField label="Testimonial" rows={2} />}
                </form.AppField>
              </>
            )}
          </RowList>
        )}
      </form.Field>
    );
  },
});
