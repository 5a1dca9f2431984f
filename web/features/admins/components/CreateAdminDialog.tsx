import { adminAccountKeys, adminAccountMessages } from '../../../../modules/identity/contract';
import { createAdmin } from '../api/admins';
import { toast } from '../../../components/ui/toast-queue';
import { passwordInputs } from '../../../components/form/password-inputs';
import { adminCreateError, emptyAdminForm, validateAdminForm } from '../rules/admin-form';
import { useAccountForm } from './use-account-form';
import { CreateAccountDialog } from './CreateAccountDialog';

/** 'Admin anlegen': a button and its dialog (spec 02 §5 rules, §8 texts). */
export function CreateAdminDialog() {
  // The server does not say whether the e-mail or the username is taken, so the text stands once.
  const { form, dialog } = useAccountForm({
    empty: emptyAdminForm,
    check: validateAdminForm,
    create: createAdmin,
    invalidates: [adminAccountKeys.admins],
    onCreated: (admin) =>
      toast.success(
        'Admin erstellt',
        // The login asks for the e-mail address (the username is shown in lists only).
        `${admin.name} meldet sich mit der E-Mail-Adresse ${admin.email} und dem gewählten Passwort an.`,
      ),
    failedTitle: adminAccountMessages.createFailed,
    failureText: adminCreateError,
  });

  return (
    <CreateAccountDialog
      action="Admin anlegen"
      subtitle="Der neue Administrator meldet sich mit dem hier gewählten Passwort an."
      dialog={dialog}
    >
      <form.AppField name="username">
        {(field) => <field.TextField label="Benutzername" isRequired autoComplete="off" />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField label="Passwort" {...passwordInputs.new} isRequired description="Mindestens 8 Zeichen." />
        )}
      </form.AppField>
      <form.AppField name="confirmPassword">
        {(field) => <field.TextField label="Passwort bestätigen" {...passwordInputs.confirm} isRequired />}
      </form.AppField>
    </CreateAccountDialog>
  );
}
