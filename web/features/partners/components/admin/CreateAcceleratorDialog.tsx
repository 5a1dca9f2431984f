import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { acceleratorMessages, adminAccountKeys } from '../../../../../modules/identity/contract';
import { partnersKeys } from '../../../../../modules/partners/contract';
import { createPartnerUser, type CreatePartnerUserBody } from '../../api/partners-accounts';
import { createProfile } from '../../api/partners-write';
import { Button } from '../../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../../components/ui/ModalDialog';
import { Notice } from '../../../../components/ui/Notice';
import { SelectField } from '../../../../components/ui/SelectField';
import { TextField } from '../../../../components/ui/TextField';
import { toast } from '../../../../components/ui/toast-queue';
import { allSpecialtyOptions } from '../../rules/specialty-options';
import { acceleratorCreateError, emptyAcceleratorForm, validateAcceleratorForm, type AcceleratorField, type AcceleratorForm } from './accelerator-form';
import { useAccountForm } from '../../../admins/components/use-account-form';
import { PasswordGeneratorField } from './PasswordGeneratorField';
import * as styles from './AcceleratorDialogs.css';

/** The partner account, then its profile (specialty, active); spec 02 §6 "partner user plus profile". */
async function createAccelerator(body: CreatePartnerUserBody) {
  const user = await createPartnerUser(body);
  try {
    await createProfile(user.id, { specialty: body.partnerType, location: null, phone: null, linkedin: null, calendlyLink: null, hourlyRate: null, availableHours: null, active: true, bio: null, expertise: [], references: [] });
  } catch {
    // The account exists; the editor creates the missing profile ("create when none exists").
    return { user, profileMissing: true };
  }
  return { user, profileMissing: false };
}

/** 'Accelerator anlegen': a button and its dialog. */
export function CreateAcceleratorDialog() {
  const { open, setOpen, form, set, submitted, setSubmitted, serverError, setServerError, close } = useAccountForm<AcceleratorForm>(emptyAcceleratorForm);
  const mutation = useMutation({
    mutationFn: createAccelerator,
    meta: {
      errorToast: (error) => ({ title: acceleratorMessages.createFailed, description: acceleratorCreateError(error) }),
      invalidates: [adminAccountKeys.partnerUsers, partnersKeys.all],
    },
  });

  const check = validateAcceleratorForm(form);
  const shown = submitted ? check : { formError: null, fieldErrors: {} as Partial<Record<AcceleratorField, string>> };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.body) return;
    mutation.mutate(check.body, {
      onSuccess: ({ user, profileMissing }) => {
        if (profileMissing) toast.info(acceleratorMessages.created, `Das Profil von ${user.name} fehlt noch: bitte über „Profil bearbeiten“ anlegen.`);
        else toast.success(acceleratorMessages.created, `${user.name} erhält eine Willkommens-E-Mail mit einem Link zum Festlegen des Passworts.`);
        close();
      },
      onError: (error) => setServerError(acceleratorCreateError(error)),
    });
  };

  return (
    <>
      <Button onPress={() => setOpen(true)}>Accelerator anlegen</Button>
      <ModalDialog title="Accelerator anlegen" subtitle="Legt das Konto und ein aktives Profil an." isOpen={open} onOpenChange={(o) => (o ? setOpen(true) : close())} isBusy={mutation.isPending}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField label="Name" value={form.name} onChange={(v) => set('name', v)} error={shown.fieldErrors.name} isRequired autoFocus />
          <TextField label="E-Mail" type="email" value={form.email} onChange={(v) => set('email', v)} error={shown.fieldErrors.email} isRequired />
          <SelectField label="Fachgebiet" options={allSpecialtyOptions} value={form.partnerType || null} onChange={(v) => set('partnerType', v ?? '')} error={shown.fieldErrors.partnerType} isRequired />
          <PasswordGeneratorField value={form.password} onChange={(v) => set('password', v)} error={shown.fieldErrors.password} />
          {shown.formError ? <Notice tone="error">{shown.formError}</Notice> : null}
          {serverError ? <Notice tone="error">{serverError}</Notice> : null}
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={mutation.isPending}>Abbrechen</Button>
            <Button type="submit" isDisabled={mutation.isPending}>{mutation.isPending ? 'Wird angelegt …' : 'Accelerator anlegen'}</Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </>
  );
}
