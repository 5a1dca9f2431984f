import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { partnerMessages, type PartnerProfile } from '../../../../modules/partners/contract';
import { clearListErrors, useHasListErrors } from '../../../components/form/list-errors';
import { setFieldError, submitForm, useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { germanNumberCheck } from '../../../lib/german-number';
import { firstFormMessage, formErrors } from '../../../lib/validation';
import { OfficeFacts, OfficeReferences } from './OfficeFacts';
import { ProfileListEditor } from './ProfileListEditor';
import {
  availableHoursSchema,
  formFieldOf,
  formFromProfile,
  hourlyRateSchema,
  validateProfileForm,
} from '../rules/profile-form';
import { editorSpecialtyOptions } from '../rules/specialty-options';
import { saveFailureOf, useSaveProfile } from './use-save-profile';
import * as styles from './ProfileEditor.css';

/** Where the Accelerator works and how to reach them: plain text fields, the same for them and the office. */
const contactFields = [
  { name: 'location', label: 'Standort', placeholder: 'z. B. Berlin' },
  { name: 'phone', label: 'Telefon', type: 'tel', placeholder: '+49 30 1234567' },
  { name: 'linkedin', label: 'LinkedIn', type: 'url', placeholder: 'https://www.linkedin.com/in/…' },
  {
    name: 'calendlyLink',
    label: 'Calendly-Link',
    type: 'url',
    placeholder: 'https://calendly.com/…',
    description: 'Nur zur Ablage: Klienten buchen Termine im Portal, zu den freien Zeiten und mit ihren Paketstunden.',
  },
] as const;

interface ProfileEditorProps {
  userId: string;
  /** The profile the edit starts from; null creates one. Its version is what the save names. */
  base: PartnerProfile | null;
  /** The account's specialty, the start value of a new profile. */
  accountSpecialty: string | null;
  onSaved: (saved: PartnerProfile) => void;
  /**
   * The Accelerator edits their own profile: the office's fields (specialty, rate, hours, listing,
   * references) are shown, not edited, and saved as they were (the server refuses a change).
   */
  own?: boolean;
  onCancel?: () => void;
  /** Fetches the current profile after a conflict (the editor is then started again from it). */
  onReload: () => void;
}

/** The edit mode of the partner profile component (spec 02 §2). */
export function ProfileEditor({
  userId,
  base: latest,
  accountSpecialty,
  onSaved,
  onCancel,
  onReload,
  own = false,
}: ProfileEditorProps) {
  // The version and values this edit started from, kept even when a push refreshes the profile
  // meanwhile: saving must then answer 409, not overwrite the other change. The parent remounts
  // the editor to reload.
  const [base] = useState(latest);
  const [defaultValues] = useState(() => formFromProfile(base, accountSpecialty));
  const save = useSaveProfile(userId, own);
  const failure = save.isError ? saveFailureOf(save.error) : null;

  // Checked on submit with the contract (profile-form.ts); editing a field clears its message;
  // the numbers are also checked when left.
  const form = useAppForm({
    defaultValues,
    validators: {
      onSubmit: ({ value }) => {
        const result = validateProfileForm(value);
        return result.ok ? undefined : formErrors(result.errors, result.formError);
      },
    },
    onSubmit: ({ value, formApi }) => {
      const result = validateProfileForm(value);
      if (!result.ok) return;
      save.mutate(
        { body: result.body, baseVersion: base?.version ?? null },
        {
          onSuccess: onSaved,
          onError: (error) => {
            for (const [path, message] of Object.entries(saveFailureOf(error).fieldErrors))
              setFieldError(formApi, formFieldOf(path), message);
          },
        },
      );
    },
  });
  const clearErrorsOf = (list: 'expertise' | 'references') => () => clearListErrors(form, `${list}[`);
  const specialty = useStore(form.store, (state) => state.values.specialty);
  const formError = useStore(form.store, (state) => firstFormMessage(state.errors));
  const listErrors = useHasListErrors(form);

  return (
    <form className={styles.form} onSubmit={submitForm(form)} noValidate aria-label="Profil bearbeiten">
      {own && base ? (
        <Card
          title="Von der Geschäftsstelle gepflegt"
          subtitle="Für eine Änderung wenden Sie sich bitte an die Geschäftsstelle."
        >
          <OfficeFacts profile={base} />
        </Card>
      ) : null}
      <Card
        title="Profil"
        subtitle={
          own
            ? 'Ihre Angaben für Klienten. Telefon und E-Mail sehen nur Ihre Klienten.'
            : 'Fachgebiet, Kontakt und Verfügbarkeit. Telefon, Stundensatz und Stunden sehen Klienten nicht.'
        }
      >
        <div className={styles.grid}>
          {own ? null : (
            <form.AppField name="specialty">
              {(field) => (
                <field.SelectField label="Fachgebiet" options={editorSpecialtyOptions(specialty)} isRequired />
              )}
            </form.AppField>
          )}
          {contactFields.map(({ name, ...props }) => (
            <form.AppField key={name} name={name}>
              {(field) => <field.TextField {...props} />}
            </form.AppField>
          ))}
          {own ? null : (
            <>
              <form.AppField name="hourlyRate" validators={{ onBlur: germanNumberCheck(hourlyRateSchema) }}>
                {(field) => <field.NumberField label="Stundensatz (€)" display={{ decimals: 2 }} />}
              </form.AppField>
              <form.AppField name="availableHours" validators={{ onBlur: germanNumberCheck(availableHoursSchema) }}>
                {(field) => <field.NumberField label="Verfügbare Stunden" />}
              </form.AppField>
            </>
          )}
        </div>
        <form.AppField name="bio">
          {(field) => (
            <field.TextAreaField
              label="Kurzprofil"
              rows={4}
              description="Erscheint im Verzeichnis der Acceleratoren."
            />
          )}
        </form.AppField>
        {own ? null : (
          <form.AppField name="active">
            {(field) => (
              <field.SwitchField description="Nur aktive Acceleratoren erscheinen im Verzeichnis der Klienten.">
                Profil aktiv
              </field.SwitchField>
            )}
          </form.AppField>
        )}
      </Card>

      <Card title="Expertise">
        <ProfileListEditor form={form} list="expertise" onRowsChanged={clearErrorsOf('expertise')} />
      </Card>

      {own && base ? (
        <Card title="Referenzen" subtitle="Referenzen und ihre Bewertungen trägt die Geschäftsstelle ein.">
          <OfficeReferences profile={base} />
        </Card>
      ) : (
        <Card title="Referenzen">
          <ProfileListEditor form={form} list="references" onRowsChanged={clearErrorsOf('references')} />
        </Card>
      )}

      {failure?.stale ? (
        <div className={styles.conflict}>
          <Notice tone="error">{failure.message}</Notice>
          <div>
            <Button variant="secondary" onPress={onReload}>
              Profil neu laden
            </Button>
          </div>
        </div>
      ) : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {listErrors ? (
        <Notice tone="error">Bitte prüfen Sie die markierten Einträge bei Expertise und Referenzen.</Notice>
      ) : null}

      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={save.isPending}>
            Abbrechen
          </Button>
        ) : null}
        <Button type="submit" isDisabled={!specialty || save.isPending}>
          {save.isPending ? 'Wird gespeichert …' : base ? 'Profil speichern' : 'Profil anlegen'}
        </Button>
      </div>
      {!specialty ? <p className={styles.hint}>{partnerMessages.specialtyRequired}</p> : null}
    </form>
  );
}
