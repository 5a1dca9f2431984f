import { parseCalendarDate, parseClockTime } from '../../lib/german/time';
import { platformsWithLink, platformsWithRoom, type Platform } from './platforms';
import { meetingTerms, type MeetingTerms } from './notice';
import type { Actor, MeetingError, MeetingState } from './decide-commands';

// The small rules the meeting's commands share (`decide.ts`, `decide-client.ts`).

/** The meeting's partner, or an admin for any partner. */
export const mayActOn = (actor: Actor, partnerId: string | null) =>
  actor.role === 'admin' || (actor.role === 'partner' && actor.id === partnerId);

export const hasStarted = (state: MeetingState, now: Date) => new Date(state.startsAt!).getTime() <= now.getTime();

/**
 * No instant for what was typed: the fields are missing or malformed, or (a valid date and time)
 * the spring change skips that time, which is said as such instead of moving the meeting.
 */
export const noInstant = (date: string, time: string): MeetingError =>
  date && time && parseCalendarDate(date) && parseClockTime(time)
    ? { code: 'NoSuchTime', date, time }
    : { code: 'MissingFields' };

/**
 * The package's time is over: completed, cancelled or expired, or past its expiry before the
 * sweep marks it. Planning then says so (the packages' `ReserveHours` would refuse it as well, in
 * words about changing a package).
 */
export const packageHasEnded = (status: string | null, expiresAt: Date | null, now: Date) =>
  status === 'completed' ||
  status === 'cancelled' ||
  status === 'expired' ||
  (status === 'active' && expiresAt !== null && expiresAt.getTime() <= now.getTime());

/** The client of the meeting, acting on it themselves (issue 19). */
export const isTheClient = (actor: Actor, state: MeetingState) => actor.role === 'user' && actor.id === state.clientId;

/**
 * What cancelling and moving the meeting mean for `actor` at `now` under the firm's notice: the
 * commands' rule, and the answer of `GET /api/meetings/{id}/terms` (the dialogs), computed alike.
 */
export const termsFor = (actor: Actor, state: MeetingState, noticeHours: number, now: Date): MeetingTerms =>
  meetingTerms(state.startsAt!, noticeHours, now, { isClient: isTheClient(actor, state) });

/**
 * The meeting's link (issue 34): a room of its own for 'video-room', the Accelerator's fixed link
 * for Zoom, Teams or Meet; phone and in-person meetings have none (a link sent along is dropped).
 */
export const linkFor = (platform: Platform, link: string | null, roomLink: string): string | null =>
  platformsWithRoom.includes(platform) ? roomLink : platformsWithLink.includes(platform) ? link : null;
