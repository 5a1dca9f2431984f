import { withForm } from '../../../components/form/use-app-form';
import {
  clientVisibilityLabels,
  NOTE_MAX_LENGTH,
  noteVisibilityLabels,
  writableVisibilities,
  type NoteVisibility,
} from '../../../../modules/notes/contract';

export interface NoteValues {
  text: string;
  visibility: NoteVisibility;
}

/** The text of a note and who sees it; a client chooses between 'Nur für mich' and shared. */
export const NoteFields = withForm({
  defaultValues: { text: '', visibility: 'team' } as NoteValues,
  props: { isClient: false },
  render: function Render({ form, isClient }) {
    const labels = isClient ? clientVisibilityLabels : noteVisibilityLabels;
    const choices = writableVisibilities(isClient).map((v) => ({ id: v, label: labels[v] }));
    return (
      <>
        <form.AppField name="text">
          {(field) => <field.TextAreaField label="Notiz" maxLength={NOTE_MAX_LENGTH} rows={4} />}
        </form.AppField>
        <form.AppField name="visibility">
          {(field) => <field.ChoiceChipsField label="Sichtbar für" choices={choices} />}
        </form.AppField>
      </>
    );
  },
});
