import { berlinDateOf } from '../../../../lib/german/time';

// Apart from the URL rule (reports-search.ts), which runs in the web's entry: this one runs only with
// the page, and it needs the calendar library (web/README.md "Bytes").

/** The year to show: the address's, else this one (Berlin). */
export const yearToShow = (search: { year?: number | undefined }, now: Date): number =>
  search.year ?? Number(berlinDateOf(now).slice(0, 4));
