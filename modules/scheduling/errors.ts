import { notAllowed, notFoundAs, type ErrorTable } from '../../server/http/domain-errors';
import { schedulingMessages, schedulingScreenMessages } from './contract';
import type { SchedulingError } from './decide';
import type { BusySourcesError } from './busy/decide';
import { busySourceMessages } from './busy/contract';

/** Each broken scheduling rule as status and German message. */
export const schedulingErrors: ErrorTable<SchedulingError | BusySourcesError> = {
  NotAllowed: notAllowed,
  NotAPartner: notFoundAs(schedulingScreenMessages.partnerNotFound),
  RangesOverlap: [400, schedulingMessages.rangesOverlap, 'RANGES_OVERLAP'],
  InvalidDate: [400, schedulingMessages.invalidDate, 'INVALID_DATE'],
  DayOffWithExtra: [400, schedulingMessages.dayOffWithExtra, 'DAY_OFF_WITH_EXTRA'],
  LocationRequired: [400, schedulingMessages.locationRequired, 'LOCATION_REQUIRED'],
  CaldavNeedsLogin: [
    400,
    (d: { label: string }) => `${d.label}: ${busySourceMessages.caldavNeedsLogin}`,
    'CALDAV_NEEDS_LOGIN',
  ],
  WriteOnlyCaldav: [
    400,
    (d: { label: string }) => `${d.label}: ${busySourceMessages.writeOnlyCaldav}`,
    'WRITE_ONLY_CALDAV',
  ],
  OneWriteTarget: [400, busySourceMessages.oneWriteTarget, 'ONE_WRITE_TARGET'],
  DuplicateSource: [400, (d: { label: string }) => `${d.label}: ${busySourceMessages.duplicate}`, 'DUPLICATE_SOURCE'],
};
