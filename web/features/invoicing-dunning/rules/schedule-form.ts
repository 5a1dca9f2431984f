import { dunningSettings, type DunningSchedule } from '../../../../modules/invoicing/contract';
import type { FormCheck } from '../../../components/form/use-saved-form';
import { fieldErrors } from '../../../lib/validation';
import { formatGermanNumber, germanNumber } from '../../../lib/german-number';

// The firm's dunning days as typed: whole days ('21'), '2,5' refused in German; rising from level to level.

type ScheduleForm = Record<keyof DunningSchedule, string>;
const keys = ['reminderDays', 'firstDunningDays', 'secondDunningDays'] as const;
const wholeDays = germanNumber({ decimals: 0, required: true, min: 0, max: 365 });

export const scheduleFormFrom = (s: DunningSchedule): ScheduleForm => ({
  reminderDays: formatGermanNumber(s.reminderDays, { maxDecimals: 0 }),
  firstDunningDays: formatGermanNumber(s.firstDunningDays, { maxDecimals: 0 }),
  secondDunningDays: formatGermanNumber(s.secondDunningDays, { maxDecimals: 0 }),
});

/** The body the server takes, or the German reasons why not (the contract's). */
export function checkScheduleForm(values: ScheduleForm): FormCheck<DunningSchedule> {
  const errors: Record<string, string> = {};
  const body: Partial<DunningSchedule> = {};
  for (const key of keys) {
    const parsed = wholeDays.safeParse(values[key]);
    if (parsed.success) body[key] = parsed.data!;
    else errors[key] = parsed.error.issues[0]!.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const ruleErrors = fieldErrors(dunningSettings, body);
  return Object.keys(ruleErrors).length > 0
    ? { ok: false, errors: ruleErrors }
    : { ok: true, body: body as DunningSchedule };
}
