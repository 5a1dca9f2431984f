import { repeatedTimeLabels, repeatedTimes, type RepeatedTime } from '../../../../modules/meetings/contract';
import { berlinWallTimeKind } from '../../../../lib/german/time';
import { formatCalendarDate } from '../../../../lib/german/format';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';

interface RepeatedTimeChipsProps {
  date: string | null;
  time: string | null;
  value: RepeatedTime | null | undefined;
  onChange: (value: RepeatedTime) => void;
  error?: string | undefined;
}

/**
 * Which of the two times the autumn change repeats is meant (02:30 on 25.10.2026): shown only for
 * such a time, so the plan and move forms never read it as the first behind the user's back (the
 * contract refuses it unasked, at the time field).
 */
export function RepeatedTimeChips({ date, time, value, onChange, error }: RepeatedTimeChipsProps) {
  if (!date || !time || berlinWallTimeKind(date, time) !== 'repeated') return null;
  return (
    <ChoiceChips
      label={`Welche ${time} Uhr?`}
      choices={repeatedTimes.map((id) => ({ id, label: repeatedTimeLabels[id] }))}
      value={value ?? ''}
      onChange={(v) => {
        const chosen = repeatedTimes.find((r) => r === v);
        if (chosen) onChange(chosen);
      }}
      description={`Am ${formatCalendarDate(date)} gibt es ${time} Uhr zweimal: Die Uhren werden von 3 auf 2 Uhr zurückgestellt.`}
      error={error}
    />
  );
}
