import { withFieldGroup } from '../../../components/form/use-app-form';
import * as styles from './Invoicing.css';

/** Street, postal code, city and country: the firm's address and a client's billing address. */
export const AddressFields = withFieldGroup({
  defaultValues: { street: '', postalCode: '', city: '', country: 'DE' },
  render: function Render({ group }) {
    return (
      <div className={styles.fields}>
        <div className={styles.wide}>
          <group.AppField name="street">
            {(field) => <field.TextField label="Straße und Hausnummer" isRequired autoComplete="street-address" />}
          </group.AppField>
        </div>
        <group.AppField name="postalCode">
          {(field) => <field.TextField label="PLZ" isRequired autoComplete="postal-code" inputMode="numeric" />}
        </group.AppField>
        <group.AppField name="city">
          {(field) => <field.TextField label="Ort" isRequired autoComplete="address-level2" />}
        </group.AppField>
        <group.AppField name="country">
          {(field) => (
            <field.TextField label="Land" description="Ländercode, z. B. DE" isRequired autoComplete="country" />
          )}
        </group.AppField>
      </div>
    );
  },
});
