import { withFieldGroup } from '../../../components/form/use-app-form';

/** Name and e-mail of a new account, the first fields of both create dialogs (admin, Accelerator). */
export const AccountIdentityFields = withFieldGroup({
  defaultValues: { name: '', email: '' },
  render: function Render({ group }) {
    return (
      <>
        <group.AppField name="name">{(field) => <field.TextField label="Name" isRequired autoFocus />}</group.AppField>
        <group.AppField name="email">
          {(field) => <field.TextField label="E-Mail" type="email" isRequired />}
        </group.AppField>
      </>
    );
  },
});
