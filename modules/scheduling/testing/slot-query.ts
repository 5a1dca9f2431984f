import { emptyAvailability, type Availability } from '../contract';
import type { SlotQuery } from '../slots';

// The slot tests' week: a partner free on weekday mornings, asked for one hour on Monday 15 June 2026.

/** Mondays to Fridays 09:00–12:00, no lead time; the default buffer unless `over` sets one. */
export const weekdayMornings = (over: Partial<Availability> = {}): Availability => ({
  ...emptyAvailability(),
  weekly: ['1', '2', '3', '4', '5'].map((d) => ({ weekday: d as '1', range: { from: '09:00', to: '12:00' } })),
  minNoticeHours: 0,
  ...over,
});

/** One hour on Monday 15 June 2026 in `weekdayMornings()`, nobody busy, no validity window, asked at `now`. */
export const mondayQuery = (now: Date, over: Partial<SlotQuery> = {}): SlotQuery => ({
  availability: weekdayMornings(),
  from: '2026-06-15',
  to: '2026-06-15',
  duration: 60,
  now,
  partnerBusy: [],
  clientBusy: [],
  validFrom: null,
  validUntil: null,
  ...over,
});
