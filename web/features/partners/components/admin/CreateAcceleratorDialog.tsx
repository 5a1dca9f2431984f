import { acceleratorMessages, adminAccountKeys } from '../../../../../modules/identity/contract';
import { partnersKeys, profileFieldsSchema } from '../../../../../modules/partners/contract';
import { createPartnerUser, type CreatePartnerUserBody } from '../../api/partners-accounts';
import { createProfile } from '../../api/partners-write';
import { firstMessage } from '../../../../lib/validation';
import { toast } from '../../../../components/ui/toast-queue';
import { allSpecialtyOptions } from '../../rules/specialty-options';
import { acceleratorCreateError, emptyAcceleratorForm, validateAcceleratorForm } from './accelerator-form';
import { CreateAccountDialog, useAccountForm } from '../../../admins';
import { PasswordGeneratorField } from './PasswordGeneratorField';

/** Every field of a new profile but its specialty: the contract's defaults (empty, active, no lists). */
const emptyProfileFields = profileFieldsSchema.omit({ specialty: true }).parse({});

/** The partner account, then its profile (specialty, active); spec 02 §6 "partner user plus profile". */
async function createAccelerator(body: CreatePartnerUserBody) {
  const user = await createPartnerUser(body);
  try {
    await createProfile(user.id, { ...emptyProfileFields, specialty: body.partnerType });
  } catch {
    // The account exists; the editor creates the missing profile ("create when none exists").
    return { user, profileMissing: true };
  }
  return { user, profileMissing: false };
}

/** 'Accelerator anlegen': a button and its dialog. */
export function CreateAcceleratorDialog() {
  const { form, dialog } = useAccountForm({
    empty: emptyAcceleratorForm,
    check: validateAcceleratorForm,
    create: createAccelerator,
    invalidates: [adminAccountKeys.partnerUsers, partnersKeys.all],
    onCreated: ({ user, profileMissing }) => {
      if (profileMissing)
        toast.info(
          acceleratorMessages.created,
          `Das Profil von ${user.name} fehlt noch: bitte über „Profil bearbeiten“ anlegen.`,
        );
      else
        toast.success(
          acceleratorMessages.created,
          `${user.name} erhält eine Willkommens-E-Mail mit einem Link zum Festlegen des Passworts.`,
        );
    },
    failedTitle: acceleratorMessages.createFailed,
    failureText: acceleratorCreateError,
  });

  return (
    <CreateAccountDialog
      action="Accelerator anlegen"
      subtitle="Legt das Konto und ein aktives Profil an."
      dialog={dialog}
    >
      <form.AppField name="partnerType">
        {(field) => <field.SelectField label="Fachgebiet" options={allSpecialtyOptions} isRequired />}
      </form.AppField>
      <form.Field name="password">
        {(field) => (
          <PasswordGeneratorField
            value={field.state.value}
            onChange={field.handleChange}
            error={firstMessage(field.state.meta.errors)}
          />
        )}
      </form.Field>
    </CreateAccountDialog>
  );
}
