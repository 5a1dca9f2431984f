import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { hoursFor, slotMessages } from '../../../../modules/meetings/contract';
import { DEFAULT_BOOKING_HORIZON_WEEKS } from '../../../../modules/scheduling/contract';
import { addDays } from '../../../../lib/german/time';
import { wallClockIn, zoneCity, zoneNamed } from '../../../../lib/german/zones';
import { formatHoursStd } from '../../../../lib/german/format';
import { refusalReason } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { Spinner } from '../../../components/ui/Spinner';
import * as chips from '../../../components/ui/ChoiceChips.css';
import { slotsQuery } from '../api/meetings-book';
import { dayLabel, mondayOf, slotLabel, slotsByDay, weekDays, weekLabel } from '../rules/slot-week';
import * as styles from './SlotPicker.css';
import { useViewerZone } from './use-viewer-zone';

export interface PickedSlot {
  startsAt: string;
  date: string;
  time: string;
  /** inside the firm's cancellation notice already (issue 34) */
  insideNotice?: boolean;
}

interface SlotPickerProps {
  partnerId: string;
  duration: number;
  /** the meeting being moved: its own time and hours count as free */
  moving?: string;
  value: PickedSlot | null;
  onChange: (slot: PickedSlot | null) => void;
}

/**
 * A week of an Accelerator's free starts, Monday to Sunday, one row per day (issue 19). The
 * server computes them (availability, notice, buffer, both people's meetings, the package's
 * validity and hours); the client only chooses. Fits 390 px: starts wrap under their day.
 */
export function SlotPicker({ partnerId, duration, moving, value, onChange }: SlotPickerProps) {
  // The week of the client's own calendar (issue 34): the Accelerator's starts are computed in
  // Berlin; the Berlin days around the week are asked too, so its first and last days are whole.
  const zone = useViewerZone();
  const thisWeek = mondayOf(wallClockIn(new Date(), zone).date);
  const [monday, setMonday] = useState(thisWeek);
  const days = weekDays(monday);
  const slots = useQuery({
    ...slotsQuery(partnerId, addDays(days[0]!, -1), addDays(days[6]!, 1), duration, moving),
    placeholderData: keepPreviousData,
  });
  const go = (weeks: number) => {
    onChange(null);
    setMonday(addDays(monday, weeks * 7));
  };
  const answer = slots.data;
  // How far ahead the client may page: the firm's booking horizon, which the API enforces.
  const lastWeek = addDays(thisWeek, (answer?.bookingHorizonWeeks ?? DEFAULT_BOOKING_HORIZON_WEEKS) * 7);
  // Each start on the client's clock; the chosen one is handed on as the server sent it.
  const shown = (answer?.slots ?? []).map((s) => ({ ...s, ...wallClockIn(s.startsAt, zone) }));
  const short = answer && answer.availableHours < hoursFor(duration);
  const anyInsideNotice = answer?.slots.some((s) => s.insideNotice) ?? false;
  return (
    <div className={styles.picker}>
      <div className={styles.weekNav}>
        <Button variant="secondary" onPress={() => go(-1)} isDisabled={monday <= thisWeek} aria-label="Vorherige Woche">
          ‹
        </Button>
        <span className={styles.weekLabel} aria-live="polite">
          {weekLabel(days)}
        </span>
        <Button variant="secondary" onPress={() => go(1)} isDisabled={monday >= lastWeek} aria-label="Nächste Woche">
          ›
        </Button>
      </div>
      {zoneNamed(zone) ? (
        <p className={styles.legend} data-testid="slot-zone">
          Uhrzeiten in Ihrer Zeitzone: {zoneCity(zone)}
        </p>
      ) : null}
      {slots.isError ? (
        <Notice tone="error">{refusalReason(slots.error) ?? 'Die freien Termine konnten nicht geladen werden.'}</Notice>
      ) : !answer ? (
        <Spinner label="Freie Termine werden geladen …" />
      ) : short ? (
        <Notice tone="warning">
          Für {duration} Minuten reichen die Stunden nicht mehr (noch {formatHoursStd(answer.availableHours)} frei).
        </Notice>
      ) : (
        <RadioGroup
          aria-label={`Freie Termine ${weekLabel(days)}`}
          value={value?.startsAt ?? null}
          onChange={(startsAt) => onChange(answer.slots.find((s) => s.startsAt === startsAt) ?? null)}
        >
          <ul className={styles.days}>
            {slotsByDay(days, shown).map(([day, free]) => (
              <li key={day} className={styles.day}>
                <span className={styles.dayName}>{dayLabel(day)}</span>
                {free.length === 0 ? (
                  <span className={styles.none}>Nichts frei</span>
                ) : (
                  <div className={styles.starts}>
                    {free.map((s) => (
                      <Radio
                        key={s.startsAt}
                        value={s.startsAt}
                        className={s.insideNotice ? `${chips.chip} ${styles.insideNotice}` : chips.chip}
                        aria-label={`${dayLabel(day)} ${slotLabel(s, free)} Uhr${zoneNamed(zone)}${s.insideNotice ? ', innerhalb der Absagefrist' : ''}`}
                      >
                        {slotLabel(s, free)}
                        {s.insideNotice ? ' !' : ''}
                      </Radio>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
          {anyInsideNotice ? (
            <p className={styles.legend}>
              „!“: innerhalb der Absagefrist von {answer.cancellationNoticeHours} Stunden.
            </p>
          ) : null}
        </RadioGroup>
      )}
      {value?.insideNotice && answer ? (
        <Notice tone="warning">{slotMessages.insideNotice(answer.cancellationNoticeHours)}</Notice>
      ) : null}
    </div>
  );
}
