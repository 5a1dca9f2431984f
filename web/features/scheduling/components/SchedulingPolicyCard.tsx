import { useSuspenseQuery } from '@tanstack/react-query';
import { schedulingKeys, schedulingScreenMessages } from '../../../../modules/scheduling/contract';
import { SaveForm } from '../../../components/form/SaveForm';
import { useSavedForm } from '../../../components/form/use-saved-form';
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
      <SaveForm label="Termine" of={{ form, save }} className={styles.form}>
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
      </SaveForm>
    </Card>
  );
}
