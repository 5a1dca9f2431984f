import {
  createMeetingRequest,
  hoursFor,
  meetingMessages,
  platformsWithLink,
  platformsWithLocation,
  type CreateMeetingRequest,
  type Platform,
  type RepeatedTime,
} from '../../../../modules/meetings/contract';
import type { PartnerClient } from '../../../../modules/partners/contract';
import { fieldErrors, type FieldErrors } from '../../../lib/validation';
import { durationFits } from './available-hours';
import type { Repeat } from './plan-series';
import { formatHours, hoursText } from '../../../../lib/german/format';

type PlanField =
  'entryId' | 'date' | 'time' | 'repeatedTime' | 'duration' | 'platform' | 'link' | 'location' | 'notes' | 'count';

export interface PlanValues {
  /** The chosen client's package entry (`userPackageId`); '' while none is chosen. */
  entryId: string;
  date: string | null; // YYYY-MM-DD
  time: string | null; // HH:mm
  /** which 02:30 of the autumn change is meant; asked only then (the contract refuses it unasked) */
  repeatedTime: RepeatedTime | null;
  duration: number;
  platform: Platform;
  link: string;
  /** the address, for a meeting in person */
  location: string;
  notes: string;
  /** 'Wiederholen' (issue 34): none, or a series; `count` as typed ('Anzahl') */
  repeat: Repeat;
  count: string;
}

interface PlanCheck {
  errors: FieldErrors<PlanField>;
  /**
   * Shown above the buttons: 'Bitte füllen Sie alle Felder aus.' when something required is missing,
   * or that the chosen client's package ended meanwhile.
   */
  formError?: string;
  request?: CreateMeetingRequest;
}

/** The server's wording for too few hours, so the form says the same before it asks. */
function notEnoughHoursText(available: number, minutes: number): string {
  return `${meetingMessages.notEnoughHours}: nur ${hoursText(available)} verfügbar, ${formatHours(hoursFor(minutes))} benötigt.`;
}

/**
 * Checks the plan form as the server will (spec 02 §5): client, date and time required; not in
 * the past (Berlin time); the duration must fit the available hours; a link only for online
 * platforms, an address only and always for a meeting in person. Returns the request when everything holds.
 */
export function checkPlan(
  values: PlanValues,
  entry: PartnerClient | undefined,
  available: number | undefined,
  berlinNow: { date: string; time: string },
): PlanCheck {
  const withLink = platformsWithLink.includes(values.platform);
  const inPerson = platformsWithLocation.includes(values.platform);
  const request: CreateMeetingRequest = {
    clientId: entry?.id ?? '',
    userPackageId: entry?.userPackageId ?? null,
    date: values.date ?? '',
    time: values.time ?? '',
    ...(values.repeatedTime ? { repeatedTime: values.repeatedTime } : {}),
    duration: values.duration,
    platform: values.platform,
    link: withLink ? values.link : null,
    location: inPerson ? values.location : null,
    notes: values.notes,
  };
  const errors = fieldErrors<PlanField>(createMeetingRequest, request, {
    clientId: 'entryId',
    userPackageId: 'entryId',
  });
  // A client was chosen, but their package is no longer among the active ones: it ended while the
  // dialog was open (completed, cancelled, expired). Said as such, not as a missing field.
  const ended = Boolean(values.entryId) && !entry;
  if (ended) errors.entryId = meetingMessages.packageEnded;
  const missing = !ended && (!entry || !values.date || !values.time);
  if (!errors.time && !errors.date && values.date && values.time) {
    const inPast = values.date < berlinNow.date || (values.date === berlinNow.date && values.time <= berlinNow.time);
    if (inPast) errors.time = meetingMessages.inPast;
  }
  // The server's rule (meetings' decide): in person needs the address.
  if (!errors.location && inPerson && !values.location.trim()) errors.location = meetingMessages.locationRequired;
  if (!errors.duration && available !== undefined && !durationFits(values.duration, available)) {
    errors.duration = notEnoughHoursText(available, values.duration);
  }
  const failed = Object.values(errors).some(Boolean);
  const formError = ended ? meetingMessages.packageEnded : missing ? meetingMessages.fillAll : undefined;
  return { errors, ...(formError ? { formError } : {}), ...(failed ? {} : { request }) };
}
