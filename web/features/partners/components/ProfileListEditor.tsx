import { ratingLabels } from '../../../../modules/partners/contract';
import { withForm } from '../../../components/form/use-app-form';
import { SelectField, type SelectOption } from '../../../components/ui/SelectField';
import { firstMessage } from '../../../lib/validation';
import { emptyExpertise, emptyReference, formFromProfile } from '../rules/profile-form';
import { RowList } from '../../../components/form/RowList';
import * as styles from './ProfileEditor.css';

// Spec 02 §5's scale 1-5 in German words (the contract's ratingLabels).
const ratingOptions: SelectOption[] = ([5, 4, 3, 2, 1] as const).map((n) => ({
  id: String(n),
  label: `${n} – ${ratingLabels[n]}`,
}));

/** The profile's two lists: what a row is called and starts as; both are added to and removed from alike. */
const profileLists = {
  expertise: {
    noun: 'Expertise',
    newRow: emptyExpertise,
    emptyText: 'Noch keine Expertise eingetragen.',
    addLabel: '+ Expertise hinzufügen',
  },
  references: {
    noun: 'Referenz',
    newRow: emptyReference,
    emptyText: 'Noch keine Referenzen eingetragen.',
    addLabel: '+ Referenz hinzufügen',
  },
};

/**
 * A list of the editor with add and remove: the expertise (title required, description) or the
 * references (client required, rating 1-5, project, testimonial).
 */
export const ProfileListEditor = withForm({
  defaultValues: formFromProfile(null, null),
  props: { list: 'expertise' as keyof typeof profileLists, onRowsChanged: () => {} },
  render: function Render({ form, list, onRowsChanged }) {
    const rowFields = {
      expertise: (index: number) => (
        <>
          <form.AppField name={`expertise[${index}].title`}>
            {(field) => <field.TextField label="Titel" isRequired />}
          </form.AppField>
          <form.AppField name={`expertise[${index}].description`}>
            {(field) => <field.TextAreaField label="Beschreibung" rows={2} />}
          </form.AppField>
        </>
      ),
      references: (index: number) => (
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
      ),
    };
    return (
      <form.Field name={list} mode="array">
        {(rows) => (
          <RowList list={rows} onRowsChanged={onRowsChanged} {...profileLists[list]}>
            {rowFields[list]}
          </RowList>
        )}
      </form.Field>
    );
  },
});
