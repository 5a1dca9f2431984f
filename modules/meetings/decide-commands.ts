import type { ReminderKind } from './reminders';
import type { SlotQuery } from '../scheduling/contract';
import type { MeetingStatus, Platform } from './contract';
import type { Actor } from '../identity/contract';
import type { SeriesDateRefusal } from './decide-series';

/** Who asks: identity's Actor, named here too for the deciders' tests. */
export type { Actor };

// The meeting's state, commands and rejections, for `decide.ts` and its slices.

export interface MeetingState {
  status: 'none' | MeetingStatus;
  clientId: string | null;
  partnerId: string | null;
  startsAt: string | null;
  hours: number;
  /** the reminders sent for the meeting's current time (a move clears them) */
  remindersSent: ReminderKind[];
  platform: Platform | null;
  /** the fixed link or the meeting's own room */
  link: string | null;
  /** the address of an in-person meeting */
  location: string | null;
}

/** Where a meeting is held: its platform, and its link or address (none for the others). */
export interface MeetingPlace {
  platform: Platform;
  link: string | null;
  location: string | null;
}

/** When, how long and where a meeting is held, as its planner chose it. */
export interface MeetingSlot {
  date: string;
  time: string;
  duration: number;
  platform: Platform;
  link: string | null;
  /** the address of an in-person meeting */
  location: string | null;
  notes: string | null;
}

export type MeetingCommand =
  | ({
      type: 'PlanMeeting';
      meetingId: string;
      actor: Actor;
      clientId: string;
      partnerId: string;
      /** the package's holder, null if the package does not exist */
      packageClientId: string | null;
      /** the package's status and expiry as read in the transaction: one that ended meanwhile is named */
      packageStatus: string | null;
      packageExpiresAt: Date | null;
      userPackageId: string;
      /** the meeting's start (Berlin wall clock -> instant), null if date or time do not exist */
      startsAt: Date | null;
      /** a scheduled meeting of the partner or the client in the same time, read under their locks */
      clash: MeetingClash | null;
      /** the address of a fresh room of its own (`video-room.ts`), drawn outside decide, used for 'video-room' */
      roomLink: string;
      /** the series the meeting belongs to (`POST /api/meetings/series`) */
      seriesId?: string;
      now: Date;
    } & MeetingSlot)
  /** A client books a free slot of an Accelerator of their package (issue 19); platform and link are the Accelerator's defaults. */
  | {
      type: 'BookMeeting';
      meetingId: string;
      actor: Actor;
      partnerId: string;
      /** the package's holder, null if the client has no active package with this Accelerator */
      packageClientId: string | null;
      userPackageId: string;
      startsAt: Date;
      duration: number;
      platform: Platform;
      link: string | null;
      /** a fresh room of its own, used when the Accelerator's default is 'video-room' */
      roomLink: string;
      /** the Accelerator's address for bookings in person */
      location: string | null;
      notes: string | null;
      slot: SlotFacts;
      now: Date;
    }
  /** `noShow`: the client did not come, the hours are charged (the summary may then be empty) */
  | { type: 'CompleteMeeting'; actor: Actor; summary: string; notes: string | null; noShow: boolean; now: Date }
  /**
   * The partner's, an admin's, or (issue 19) the client's; a client's inside the notice is charged.
   * `cancellationNoticeHours`: the firm's policy, read in the command's transaction. `expectCharged`:
   * what the dialog said (charged or not); when the charge would now differ the cancellation is refused.
   */
  | {
      type: 'CancelMeeting';
      actor: Actor;
      reason: string;
      cancellationNoticeHours: number;
      expectCharged?: boolean | undefined;
      now: Date;
    }
  | { type: 'MarkNotHeld'; actor: Actor; reason: string; now: Date }
  /** The system's, when the meeting's package ends: a future meeting is cancelled, a started one not held. */
  | { type: 'EndWithPackage'; reason: string; now: Date }
  /**
   * The admin's, when the meeting's Accelerator leaves: a future meeting goes to another one. The
   * facts for its place (`placeAfterHandOver`): the successor's default for bookings, the leaver's
   * own address for bookings in person, and a fresh room drawn outside decide.
   */
  | {
      type: 'HandOver';
      fromPartnerId: string;
      toPartnerId: string;
      successorDefault: MeetingPlace;
      leaverAddress: string | null;
      roomLink: string;
      now: Date;
    }
  /** Another time (Berlin wall clock -> instant, null if it does not exist) and length; `clash` read under locks. */
  | {
      type: 'RescheduleMeeting';
      actor: Actor;
      date: string;
      time: string;
      duration: number;
      startsAt: Date | null;
      clash: MeetingClash | null;
      /** another address for an in-person meeting (its partner or an admin); left out: it stays */
      location?: string | null | undefined;
      /** a client moves only outside the firm's notice (read in the transaction), and only to a free slot of the Accelerator */
      cancellationNoticeHours: number;
      slot: SlotFacts | null;
      now: Date;
    }
  /** `kinds`: the reminders the firm's policy chooses, read by the sweep */
  | { type: 'SendReminder'; kinds: ReminderKind[]; now: Date };

/**
 * What the slot rule needs to know of a client's booking (issue 19): the Accelerator's availability,
 * the partner's and the client's scheduled meetings near the time, the package's validity. Read
 * under both people's locks.
 */
export type SlotFacts = Omit<SlotQuery, 'from' | 'to' | 'duration' | 'now'>;

/** Another scheduled meeting in the time asked for, and whose it is. */
export interface MeetingClash {
  date: string;
  time: string;
  duration: number;
  whose: 'partner' | 'client' | 'both';
}

export type MeetingError =
  | { code: 'MeetingExists' }
  | ({ code: 'Clash' } & MeetingClash)
  | { code: 'MissingFields' }
  /** an in-person meeting without an address */
  | { code: 'LocationRequired' }
  | { code: 'InvalidDuration' }
  | { code: 'InPast' }
  | { code: 'NotYourMeeting' }
  | { code: 'PackageNotOfClient' }
  /** the package was completed, cancelled or expired (perhaps while the plan dialog was open) */
  | { code: 'PackageEnded' }
  | { code: 'MeetingNotFound' }
  | { code: 'WrongStatus'; status: MeetingState['status'] }
  | { code: 'SummaryRequired' }
  | { code: 'OnlyFutureMeetings' }
  | { code: 'AlreadyStarted' }
  | { code: 'NotStartedYet' }
  | { code: 'ReasonRequired' }
  | { code: 'NotDue' }
  | { code: 'SlotTaken' }
  /** issue 34: a start that is not free names why (the booking lead time, the horizon, the package, the hours) */
  | { code: 'BeforeLeadTime'; hours: number }
  | { code: 'BeyondHorizon'; weeks: number }
  | { code: 'PackageNotStarted'; validFrom: string }
  | { code: 'PackageEndsBefore'; validUntil: string }
  | { code: 'OutsideHours' }
  | { code: 'NoSuchTime'; date: string; time: string }
  | { code: 'WithinNotice'; hours: number }
  /** issue 34: a series is planned whole or not at all; every date that cannot be is named */
  | { code: 'SeriesRefused'; dates: SeriesDateRefusal[] }
  /** the dialog said one thing (`expectCharged`), the notice now says another */
  | { code: 'ChargeChanged'; charged: boolean; hours: number };
