import { BERLIN } from './berlin';

// Re-exported by format.ts. The year alone needs no calendar library: Intl knows the zone (the footer
// shows it on every page, web/README.md "Bytes").

const berlinYear = new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, year: 'numeric' });

/** The Berlin calendar year of an instant (now by default), e.g. '2026'. */
export const formatYear = (instant: Date | string | number = new Date()): string =>
  berlinYear.format(new Date(instant));
