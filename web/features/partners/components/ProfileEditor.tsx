import { useState, type FormEvent } from 'react';
import { partnerMessages, type PartnerProfile } from '../../../../modules/partners/contract';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { NumberInputField } from '../../../components/ui/NumberInputField';
import { SelectField } from '../../../components/ui/SelectField';
import { SwitchField } from '../../../components/ui/SwitchField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { ExpertiseListEditor } from './ExpertiseListEditor';
import { formFromProfile, numberOrNull, validateProfileForm, withoutError, type ProfileErrors, type ProfileForm } from '../rules/profile-form';
import { ReferenceListEditor } from './ReferenceListEditor';
import { editorSpecialtyOptions } from '../rules/specialty-options';
import { saveFailureOf, useSaveProfile } from './use-save-profile';
import * as styles from './ProfileEditor.css';

export interface ProfileEditorProps {
  userId: string;
  /** The profile the edit starts from; null creates one. Its version is what the save names. */
  base: PartnerProfile | null;
  /** The account's specialty, the start value of a new profile. */
  accountSpecialty: string | null;
  onSaved: (saved: PartnerProfile) => void;
  onCancel?: () => void;
  /** Fetches the current profile after a conflict (the editor is then started again from it). */
  onReload: () => void;
}

const dropList = (errors: ProfileErrors, list: string): ProfileErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith(`${list}.`)));

/** The edit mode of the partner profile component (spec 02 §2). */
export function ProfileEditor({ userId, base: latest, accountSpecialty, onSaved, onCancel, onReload }: ProfileEditorProps) {
  // The version this edit started from, kept even when a push refreshes the profile meanwhile:
  // saving must then answer 409, not overwrite the other change. The parent remounts to reload.
  const [base] = useState(latest);
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(base, accountSpecialty));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [stale, setStale] = useState<string | null>(null);
  const save = useSaveProfile(userId);

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => withoutError(e, key));
  };
  const edited = (path: string) => setErrors((e) => withoutError(e, path));
  const setList = <K extends 'expertise' | 'references'>(key: K, rows: ProfileForm[K]) => {
    // Removing a row shifts the indices the errors are keyed by, so that list's errors go.
    if (rows.length !== form[key].length) setErrors((e) => dropList(e, key));
    setForm((f) => ({ ...f, [key]: rows }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateProfileForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    save.mutate(
      { body: result.body, baseVersion: base?.version ?? null },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const failure = saveFailureOf(error);
          if (failure.stale) setStale(failure.message);
          setErrors(failure.fieldErrors);
        },
      },
    );
  };

  const listErrorCount = Object.keys(errors).filter((p) => p.includes('.')).length;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Profil bearbeiten">
      <Card title="Profil" subtitle="Fachgebiet, Kontakt und Verfügbarkeit. Telefon, Stundensatz und Stunden sehen Klienten nicht.">
        <div className={styles.grid}>
          <SelectField
            label="Fachgebiet"
            options={editorSpecialtyOptions(form.specialty)}
            value={form.specialty || null}
            onChange={(v) => set('specialty', v ?? '')}
            error={errors.specialty}
            isRequired
          />
          <TextField label="Standort" value={form.location} onChange={(v) => set('location', v)} error={errors.location} placeholder="z. B. Berlin" />
          <TextField label="Telefon" type="tel" value={form.phone} onChange={(v) => set('phone', v)} error={errors.phone} placeholder="+49 30 1234567" />
          <TextField label="LinkedIn" type="url" value={form.linkedin} onChange={(v) => set('linkedin', v)} error={errors.linkedin} placeholder="https://www.linkedin.com/in/…" />
          <TextField label="Calendly-Link" type="url" value={form.calendlyLink} onChange={(v) => set('calendlyLink', v)} error={errors.calendlyLink} placeholder="https://calendly.com/…" />
          <NumberInputField
            label="Stundensatz (€)"
            value={form.hourlyRate ?? Number.NaN}
            onChange={(v) => set('hourlyRate', numberOrNull(v))}
            minValue={0}
            step={0.01}
            formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
            error={errors.hourlyRate}
          />
          <NumberInputField
            label="Verfügbare Stunden"
            value={form.availableHours ?? Number.NaN}
            onChange={(v) => set('availableHours', numberOrNull(v))}
            minValue={0}
            step={0.5}
            error={errors.availableHours}
          />
        </div>
        <TextAreaField label="Kurzprofil" value={form.bio} onChange={(v) => set('bio', v)} error={errors.bio} rows={4} description="Erscheint im Verzeichnis der Acceleratoren." />
        <SwitchField isSelected={form.active} onChange={(v) => set('active', v)} description="Nur aktive Acceleratoren erscheinen im Verzeichnis der Klienten.">
          Profil aktiv
        </SwitchField>
      </Card>

      <Card title="Expertise">
        <ExpertiseListEditor rows={form.expertise} onChange={(rows) => setList('expertise', rows)} errors={errors} onFieldEdited={edited} />
      </Card>

      <Card title="Referenzen">
        <ReferenceListEditor rows={form.references} onChange={(rows) => setList('references', rows)} errors={errors} onFieldEdited={edited} />
      </Card>

      {stale ? (
        <div className={styles.conflict}>
          <Notice tone="error">{stale}</Notice>
          <div>
            <Button variant="secondary" onPress={onReload}>Profil neu laden</Button>
          </div>
        </div>
      ) : null}
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      {listErrorCount > 0 ? <Notice tone="error">Bitte prüfen Sie die markierten Einträge bei Expertise und Referenzen.</Notice> : null}

      <div className={styles.actions}>
        {onCancel ? <Button variant="secondary" onPress={onCancel} isDisabled={save.isPending}>Abbrechen</Button> : null}
        <Button type="submit" isDisabled={!form.specialty || save.isPending}>
          {save.isPending ? 'Wird gespeichert …' : base ? 'Profil speichern' : 'Profil anlegen'}
        </Button>
      </div>
      {!form.specialty ? <p className={styles.hint}>{partnerMessages.specialtyRequired}</p> : null}
    </form>
  );
}
