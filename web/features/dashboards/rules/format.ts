// Figures on the dashboards.

const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Spec 02 §9: the partner dashboard rounds hours to 1 decimal ('12,5'). */
export function formatHours1(hours: number): string {
  return oneDecimal.format(Math.round(hours * 10) / 10);
}

const dateTime = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });

/** '05.03.2026, 14:30' in Berlin time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : dateTime.format(date);
}
