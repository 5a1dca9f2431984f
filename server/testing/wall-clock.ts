// The wall clock of an instant in a time zone, read by Intl and not by the code under test, so
// tests and e2e specs (Playwright) state expected dates and times independently of lib/german.

/** Year, month, day, hour and minute (two digits each but the year, 24-hour clock) of `instant` in `timeZone`. */
export function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}
