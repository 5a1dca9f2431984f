// German date display (dd.MM.yyyy) in the firm's time zone, whatever the browser's zone is.

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** dd.MM.yyyy, or '–' when the value is missing or not a date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '–';
  return dateFormat.format(date);
}

/** The current year in Berlin (for the footer). */
export function currentYear(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('de-DE', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(now);
}
