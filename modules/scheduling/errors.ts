import { notAllowed, type ErrorTable } from '../../server/http/domain-errors';
import { schedulingMessages, schedulingScreenMessages } from './contract';
import type { SchedulingError } from './decide';

/** Each broken scheduling rule as status and German message. */
export const schedulingErrors: ErrorTable<SchedulingError> = {
  NotAllowed: notAllowed,
  NotAPartner: [404, schedulingScreenMessages.partnerNotFound, 'NOT_FOUND'],
  RangesOverlap: [400, schedulingMessages.rangesOverlap, 'RANGES_OVERLAP'],
  InvalidDate: [400, schedulingMessages.invalidDate, 'INVALID_DATE'],
  DayOffWithExtra: [400, schedulingMessages.dayOffWithExtra, 'DAY_OFF_WITH_EXTRA'],
  LocationRequired: [400, schedulingMessages.locationRequired, 'LOCATION_REQUIRED'],
};
