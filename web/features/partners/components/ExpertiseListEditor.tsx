import { withForm } from '../../../components/form/use-app-form';
import { emptyExpertise, formFromProfile } from '../rules/profile-form';
import { RowList } from '../../../components/form/RowList';

/** The expertise list of the editor: title (required) and description per entry; add and remove. */
export const ExpertiseListEditor = withForm({
  defaultValues: formFromProfile(null, null),
  props: { onRowsChanged: () => {} },
  render: function Render({ form, onRowsChanged }) {
    return (
      <form.Field name="expertise" mode="array">
        {(list) => (
          <RowList
            noun="Expertise"
            list={list}
            newRow={emptyExpertise}
            onRowsChanged={onRowsChanged}
            emptyText="Noch keine Expertise eingetragen."
            addLabel="+ Expertise hinzufügen"
          >
            {(index) => (
              <>
                <form.AppField name={`expertise[${index}].title`}>
                  {(field) => <field.TextField label="Titel" isRequired />}
                </form.AppField>
                <form.AppField name={`expertise[${index}].description`}>
                  {(field) => <field.TextAreaField label="Beschreibung" rows={2} />}
                </form.AppField>
              </>
            )}
          </RowList>
        )}
      </form.Field>
    );
  },
});
