import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { adminAccountKeys, adminAccountMessages } from '../../../../modules/identity/contract';
import { createAdmin } from '../api/admins';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import { adminCreateError, emptyAdminForm, validateAdminForm, type AdminField, type AdminForm } from '../rules/admin-form';
import { useAccountForm } from './use-account-form';
import * as styles from './AdminsTab.css';

/** 'Admin anlegen': a button and its dialog (spec 02 §5 rules, §8 texts). */
export function CreateAdminDialog() {
  // The server does not say whether the e-mail or the username is taken, so the text stands once.
  const { open, setOpen, form, set, submitted, setSubmitted, serverError, setServerError, close } = useAccountForm<AdminForm>(emptyAdminForm);
  const mutation = useMutation({
    mutationFn: createAdmin,
    meta: {
      errorToast: (error) => ({ title: adminAccountMessages.createFailed, description: adminCreateError(error) }),
      invalidates: [adminAccountKeys.admins],
    },
  });

  const check = validateAdminForm(form);
  const errors: Partial<Record<AdminField, string>> = submitted ? check.fieldErrors : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.body) return;
    mutation.mutate(check.body, {
      onSuccess: (admin) => {
        toast.success('Admin erstellt', `${admin.name} kann sich jetzt mit dem Benutzernamen ${admin.username} anmelden.`);
        close();
      },
      onError: (error) => setServerError(adminCreateError(error)),
    });
  };

  return (
    <>
      <Button onPress={() => setOpen(true)}>Admin anlegen</Button>
      <ModalDialog title="Admin anlegen" subtitle="Der neue Administrator meldet sich mit dem hier gewählten Passwort an." isOpen={open} onOpenChange={(o) => (o ? setOpen(true) : close())} isBusy={mutation.isPending}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField label="Name" value={form.name} onChange={(v) => set('name', v)} error={errors.name} isRequired autoFocus />
          <TextField label="E-Mail" type="email" value={form.email} onChange={(v) => set('email', v)} error={errors.email} isRequired />
          <TextField label="Benutzername" value={form.username} onChange={(v) => set('username', v)} error={errors.username} isRequired autoComplete="off" />
          <TextField label="Passwort" type="password" value={form.password} onChange={(v) => set('password', v)} error={errors.password} isRequired autoComplete="new-password" description="Mindestens 8 Zeichen." />
          <TextField label="Passwort bestätigen" type="password" value={form.confirmPassword} onChange={(v) => set('confirmPassword', v)} error={errors.confirmPassword} isRequired autoComplete="new-password" />
          {submitted && check.formError ? <Notice tone="error">{check.formError}</Notice> : null}
          {serverError ? <Notice tone="error">{serverError}</Notice> : null}
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={mutation.isPending}>Abbrechen</Button>
            <Button type="submit" isDisabled={mutation.isPending}>{mutation.isPending ? 'Wird angelegt …' : 'Admin anlegen'}</Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </>
  );
}
