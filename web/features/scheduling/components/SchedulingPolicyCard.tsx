import { useSuspenseQuery } from '@tanstack/react-query';
import {
  reminderChoiceLabels,
  reminderChoices,
  schedulingKeys,
  schedulingScreenMessages,
} from '../../../../modules/scheduling/contract';
import { SaveForm } from '../../../components/form/SaveForm';
import { useSavedForm } from '../../../components/form/use-saved-form';
import { Card } from '../../../components/ui/Card';
import { germanNumberCheck } from '../../../lib/german-number';
import { saveSchedulingPolicy, schedulingPolicyQuery } from '../api/scheduling';
import { bookingHorizonSchema, cancellationNoticeSchema, checkPolicyForm, policyFormFrom } from '../rules/policy-form';
import * as styles from './SchedulingPolicyCard.css';

const reminderOptions = reminderChoices.map((c) => ({ id: c, label: reminderChoiceLabels[c] }));

/** The card 'Termine' of /admin/settings: the firm's cancellation notice, booking horizon and reminders. */
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
        <form.AppField name="bookingHorizonWeeks" validators={{ onBlur: germanNumberCheck(bookingHorizonSchema) }}>
          {(field) => (
            <field.NumberField
              label="Buchungshorizont (Wochen)"
              description="So weit im Voraus buchen Klienten selbst (1 bis 104 Wochen)."
            />
          )}
        </form.AppField>
        <form.AppField name="reminders">
          {(field) => <field.SelectField label="Erinnerungen an Termine" options={reminderOptions} />}
        </form.AppField>
      </SaveForm>
    </Card>
  );
}
