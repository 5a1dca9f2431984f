// The Basiszinssatz (§ 247 BGB), as the Deutsche Bundesbank publishes it for each half-year (it
// changes on 1 January and 1 July). A half-year missing here is refused, never guessed: add its
// line when the Bundesbank has announced it (README, 'Dunning', for the source).

/** The rate in percent from the first day of each half-year. */
export const BASE_RATES: readonly { from: string; percent: number }[] = [
  { from: '2023-01-01', percent: 1.62 },
  { from: '2023-07-01', percent: 3.12 },
  { from: '2024-01-01', percent: 3.62 },
  { from: '2024-07-01', percent: 3.37 },
  { from: '2025-01-01', percent: 2.27 },
  { from: '2025-07-01', percent: 1.27 },
  { from: '2026-01-01', percent: 1.27 },
];

/** The half-year a day (yyyy-mm-dd) falls in: its first day. */
export const halfYearOf = (day: string): string =>
  `${day.slice(0, 4)}-${Number(day.slice(5, 7)) <= 6 ? '01' : '07'}-01`;

/** '1. Halbjahr 2027' for the half-year starting '2027-01-01'. */
export const halfYearLabel = (start: string): string =>
  `${start.slice(5, 7) === '01' ? '1.' : '2.'} Halbjahr ${start.slice(0, 4)}`;

/** The Basiszinssatz in force on `day`, or null when the table lacks its half-year. */
export function baseRateOn(day: string, table = BASE_RATES): number | null {
  const start = halfYearOf(day);
  return table.find((r) => r.from === start)?.percent ?? null;
}
