import { schedulingPolicy, type SchedulingPolicy } from '../../../../modules/scheduling/contract';
import type { FormCheck } from '../../../components/form/use-saved-form';
import { formatGermanNumber, germanNumber } from '../../../lib/german-number';

// The firm's cancellation notice as typed: whole hours ('48'), '2,5' refused in German.

export const cancellationNoticeSchema = germanNumber(
  { decimals: 0, required: true },
  schedulingPolicy.shape.cancellationNoticeHours,
);

export const policyFormFrom = (p: SchedulingPolicy) => ({
  cancellationNoticeHours: formatGermanNumber(p.cancellationNoticeHours, { maxDecimals: 0 }),
});

/** The body the server takes, or the German reason why not. */
export function checkPolicyForm(values: { cancellationNoticeHours: string }): FormCheck<SchedulingPolicy> {
  const parsed = cancellationNoticeSchema.safeParse(values.cancellationNoticeHours);
  return parsed.success
    ? { ok: true, body: { cancellationNoticeHours: parsed.data } }
    : { ok: false, errors: { cancellationNoticeHours: parsed.error.issues[0]!.message } };
}
