import { formatCalendarDate } from './format';

// What a form says about a wall time Berlin's clock skips or repeats ('YYYY-MM-DD', 'HH:mm'),
// written once for the meetings' refusals and the audit's 'Stand am'.

/** 02:30 on the last Sunday of March: the clocks jump from 2 to 3. */
export const skippedTimeText = (date: string, time: string) =>
  `Die Uhrzeit ${time} gibt es am ${formatCalendarDate(date)} nicht: Die Uhren springen zur Sommerzeit von 2 auf 3 Uhr. Bitte wählen Sie eine andere Uhrzeit.`;

/** 02:30 on the last Sunday of October: the clocks go back from 3 to 2, so it comes twice. */
export const repeatedTimeText = (date: string, time: string) =>
  `Die Uhrzeit ${time} gibt es am ${formatCalendarDate(date)} zweimal: Die Uhren werden von 3 auf 2 Uhr zurückgestellt.`;
