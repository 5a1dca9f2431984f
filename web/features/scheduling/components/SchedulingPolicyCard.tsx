import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { schedulingKeys, schedulingScreenMessages } from '../../../../modules/scheduling/contract';
import { submitForm, useAppForm } from '../../../components/form/use-app-form';
import { useSavedDefaults } from '../../../components/form/use-saved-defaults';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { germanNumberCheck } from '../../../lib/german-number';
import { formErrors } from '../../../lib/validation';
import { saveSchedulingPolicy, schedulingPolicyQuery } from '../api/scheduling';
import { cancellationNoticeSchema, checkPolicyForm, policyFormFrom } from '../rules/policy-form';
import * as styles from './SchedulingPolicyCard.css';

/** The card 'Termine' of /admin/settings: the firm's cancellation notice for clients. */
export function SchedulingPolicyCard() {
  const { data } = useSuspenseQuery(schedulingPolicyQuery);
  const queryClient = useQueryClient();
  const [defaultValues, keepSaved] = useSavedDefaults(() => policyFormFrom(data));
  const save = useMutation({
    mutationFn: saveSchedulingPolicy,
    meta: {
      successToast: { title: schedulingScreenMessages.policySaved },
      errorToast: schedulingScreenMessages.policySaveFailed,
      invalidates: [schedulingKeys.policy],
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(schedulingKeys.policy, answer);
      keepSaved(form, policyFormFrom(answer));
    },
  });
  const form = useAppForm({
    defaultValues,
    validators: {
      onSubmit: ({ value }) => {
        const result = checkPolicyForm(value);
        return result.ok ? undefined : formErrors({ cancellationNoticeHours: result.message });
      },
    },
    onSubmit: ({ value }) => {
      const result = checkPolicyForm(value);
      if (result.ok) save.mutate(result.body);
    },
  });

  return (
    <Card title="Termine" testId="settings-scheduling">
      <form className={styles.form} onSubmit={submitForm(form)} noValidate aria-label="Termine">
        <form.AppField
          name="cancellationNoticeHours"
          validators={{ onBlur: germanNumberCheck(cancellationNoticeSchema) }}
        >
          {(field) => (
            <field.NumberField
              label="Absagefrist für Klienten (Stunden)"
              description={schedulingScreenMessages.cancellationExplained}
            />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <Button type="submit" isPending={save.isPending}>
            Speichern
          </Button>
        </div>
      </form>
    </Card>
  );
}
