import { useSuspenseQuery } from '@tanstack/react-query';
import { schedulingKeys, schedulingScreenMessages } from '../../../../modules/scheduling/contract';
import { submitForm } from '../../../components/form/use-app-form';
import { useSavedForm } from '../../../components/form/use-saved-form';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { germanNumberCheck } from '../../../lib/german-number';
import { saveSchedulingPolicy, schedulingPolicyQuery } from '../api/scheduling';
import { cancellationNoticeSchema, checkPolicyForm, policyFormFrom } from '../rules/policy-form';
import * as styles from './SchedulingPolicyCard.css';

/** The card 'Termine' of /admin/settings: the firm's cancellation notice for clients. */
export function SchedulingPolicyCard() {
  const { data } = useSuspenseQuery(schedulingPolicyQuery);
  const { form, save } = useSavedForm({
    initial: () => policyFormFrom(data),
    check: checkPolicyForm,
    save: saveSchedulingPolicy,
    queryKey: schedulingKeys.policy,
    messages: { saved: schedulingScreenMessages.policySaved, saveFailed: schedulingScreenMessages.policySaveFailed },
    valuesOf: policyFormFrom,
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
