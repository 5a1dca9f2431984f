import { withFieldGroup } from '../../../components/form/use-app-form';

/**
 * 'Confirm Payment Received' (spec 02 §2): the box both the create form (when activating at once)
 * and the activate dialog require; each says under it why.
 */
export const PaymentConfirmedField = withFieldGroup({
  defaultValues: { paymentConfirmed: false },
  props: { description: '' },
  render: function Render({ group, description }) {
    return (
      <group.AppField name="paymentConfirmed">
        {(field) => <field.CheckboxField description={description}>Confirm Payment Received</field.CheckboxField>}
      </group.AppField>
    );
  },
});
