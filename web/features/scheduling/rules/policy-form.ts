import {
  reminderChoices,
  schedulingMessages,
  schedulingPolicy,
  type ReminderChoice,
  type SchedulingPolicy,
} from '../../../../modules/scheduling/contract';
import type { FormCheck } from '../../../components/form/use-saved-form';
import { formatGermanNumber, germanNumber } from '../../../lib/german-number';

// The firm's scheduling rules as typed: whole hours and weeks ('48', '26'), '2,5' refused in German.

export const cancellationNoticeSchema = germanNumber(
  { decimals: 0, required: true },
  schedulingPolicy.shape.cancellationNoticeHours,
);

export const bookingHorizonSchema = germanNumber(
  { decimals: 0, required: true },
  schedulingPolicy.shape.bookingHorizonWeeks.unwrap(),
);

export const policyFormFrom = (p: SchedulingPolicy) => ({
  cancellationNoticeHours: formatGermanNumber(p.cancellationNoticeHours, { maxDecimals: 0 }),
  bookingHorizonWeeks: formatGermanNumber(p.bookingHorizonWeeks, { maxDecimals: 0 }),
  reminders: p.reminders as string,
});

type PolicyForm = ReturnType<typeof policyFormFrom>;

/** The body the server takes, or the German reasons why not. */
export function checkPolicyForm(values: PolicyForm): FormCheck<SchedulingPolicy> {
  const notice = cancellationNoticeSchema.safeParse(values.cancellationNoticeHours);
  const horizon = bookingHorizonSchema.safeParse(values.bookingHorizonWeeks);
  const reminders = (reminderChoices as readonly string[]).includes(values.reminders)
    ? (values.reminders as ReminderChoice)
    : null;
  if (notice.success && horizon.success && reminders) {
    return {
      ok: true,
      body: { cancellationNoticeHours: notice.data, bookingHorizonWeeks: horizon.data, reminders },
    };
  }
  return {
    ok: false,
    errors: {
      ...(notice.success ? {} : { cancellationNoticeHours: notice.error.issues[0]!.message }),
      ...(horizon.success ? {} : { bookingHorizonWeeks: horizon.error.issues[0]!.message }),
      ...(reminders ? {} : { reminders: schedulingMessages.reminders }),
    },
  };
}
