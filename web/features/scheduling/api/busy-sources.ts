import {
  busySourceKeys,
  type BusySourceInput,
  type BusySourcesAnswer,
  type BusyTimesAnswer,
} from '../../../../modules/scheduling/contract';
import { api } from '../../../api/client';
import { loadQuery } from '../../../api/resource';

// An Accelerator's own calendars (issue 34): their own (no partnerId) or, for the office, one
// Accelerator's. BusySourcesSet makes `busySourceKeys.own` and its longer keys stale (api/refresh.ts).

const pathOf = (partnerId?: string) =>
  partnerId ? `/api/partners/${partnerId}/busy-sources` : '/api/scheduling/busy-sources';

export const busySourcesKey = (partnerId?: string) =>
  partnerId ? ([...busySourceKeys.own, partnerId] as const) : busySourceKeys.own;

export const busySourcesQuery = (partnerId?: string) =>
  loadQuery<BusySourcesAnswer>(busySourcesKey(partnerId), pathOf(partnerId));

/** Saves all calendars; a source without password keeps the stored one. Never retried. */
export const saveBusySources = (partnerId: string | undefined, sources: BusySourceInput[]) =>
  api.put<BusySourcesAnswer>(pathOf(partnerId), { sources }, { retries: 0 });

/** Reads the calendars now; answers when done, each with its state. */
export const readBusySourcesNow = (partnerId?: string) =>
  api.post<BusySourcesAnswer>(
    partnerId ? `/api/partners/${partnerId}/busy-sources/sync` : '/api/scheduling/busy-sources/sync',
    undefined,
    { retries: 0 },
  );

/** One Berlin day of the Accelerator's own busy times (the plan dialog's hint). */
export const busyTimesQuery = (date: string) =>
  loadQuery<BusyTimesAnswer>(busySourceKeys.times(date), `/api/scheduling/busy-times?date=${date}`);
