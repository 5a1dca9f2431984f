import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { isVisible } from '../../lib/german/text';
import { addBerlinMonths } from '../../lib/german/time';
import type { UserPackageStatus } from './contract';
import { userPackageStreams, type Allocation, type AllocationMoved, type UserPackageEvent } from './events';

/** Hours held for a planned meeting, and when it starts (null: reserved before starts were recorded). */
interface Reservation {
  hours: number;
  startsAt: string | null;
}

interface LedgerLine {
  total: number;
  consumed: number;
  /** meetingId -> what a planned meeting holds */
  reservations: Record<string, Reservation>;
}

interface UserPackageState {
  status: UserPackageStatus | 'none';
  clientId: string | null;
  name: string;
  price: number;
  totalHours: number;
  validityMonths: number;
  paymentReference: string | null;
  allocations: Allocation[];
  activatedAt: string | null;
  expiresAt: string | null;
  rated: boolean;
  ledger: Record<string, LedgerLine>;
}

export const initialUserPackageState = (): UserPackageState => ({
  status: 'none',
  clientId: null,
  name: '',
  price: 0,
  totalHours: 0,
  validityMonths: 12,
  paymentReference: null,
  allocations: [],
  activatedAt: null,
  expiresAt: null,
  rated: false,
  ledger: {},
});

const round2 = (n: number): number => Math.round(n * 100) / 100;
const reservedOf = (l: LedgerLine): number => round2(Object.values(l.reservations).reduce((s, r) => s + r.hours, 0));

/** The package's statuses that are over: nothing is planned, reserved or consumed on them any more. */
const endedStatuses: readonly UserPackageStatus[] = ['completed', 'expired', 'cancelled', 'withdrawn'];

/**
 * Planned meetings whose start has passed (held or not, nobody settled them yet): a package does
 * not end while it has one, so their hours are charged or released by a person, never lost.
 */
function overdueMeetings(state: UserPackageState, now: Date): number {
  return Object.values(state.ledger)
    .flatMap((l) => Object.values(l.reservations))
    .filter((r) => r.startsAt !== null && new Date(r.startsAt).getTime() <= now.getTime()).length;
}

/** Hours a partner may still plan: total - consumed - reserved. */
export function availableHours(state: UserPackageState, partnerId: string): number {
  const l = state.ledger[partnerId];
  return l ? round2(l.total - l.consumed - reservedOf(l)) : 0;
}

function withLedger(
  state: UserPackageState,
  partnerId: string,
  change: (l: LedgerLine) => LedgerLine,
): UserPackageState {
  const line = state.ledger[partnerId];
  return line ? { ...state, ledger: { ...state.ledger, [partnerId]: change(line) } } : state;
}

/** The package's steps that change nothing the rules need but its status. */
const statusAfter = {
  PackageAccepted: 'pending_activation',
  PackageDeclined: 'cancelled',
  OfferWithdrawn: 'withdrawn',
  PackageCompleted: 'completed',
  PackageExpired: 'expired',
  PackageCancelled: 'cancelled',
} as const satisfies Partial<Record<UserPackageEvent['type'], UserPackageStatus>>;

export function evolveUserPackage(state: UserPackageState, e: UserPackageEvent): UserPackageState {
  switch (e.type) {
    case 'PackageOffered': {
      const d = e.data;
      const ledger = Object.fromEntries(
        d.allocations.map((a) => [a.partnerId, { total: a.hours, consumed: 0, reservations: {} }]),
      );
      return {
        status: 'pending_acceptance',
        clientId: d.clientId,
        name: d.name,
        price: d.price,
        totalHours: d.totalHours,
        validityMonths: d.validityMonths,
        paymentReference: d.paymentReference,
        allocations: d.allocations,
        activatedAt: null,
        expiresAt: null,
        rated: false,
        ledger,
      };
    }
    case 'PackageAccepted':
    case 'PackageDeclined':
    case 'OfferWithdrawn':
    case 'PackageCompleted':
    case 'PackageExpired':
    case 'PackageCancelled':
      return { ...state, status: statusAfter[e.type] };
    case 'PackageActivated':
      return { ...state, status: 'active', activatedAt: e.data.activatedAt, expiresAt: e.data.expiresAt };
    case 'PackageRated':
      return { ...state, rated: true };
    case 'HoursReserved':
      return withLedger(state, e.data.partnerId, (l) => ({
        ...l,
        reservations: {
          ...l.reservations,
          [e.data.meetingId]: { hours: e.data.hours, startsAt: e.data.startsAt ?? null },
        },
      }));
    case 'ReservationReleased':
      return withLedger(state, e.data.partnerId, (l) => {
        const { [e.data.meetingId]: _gone, ...rest } = l.reservations;
        return { ...l, reservations: rest };
      });
    case 'HoursConsumed':
      return withLedger(state, e.data.partnerId, (l) => {
        const { [e.data.meetingId]: _gone, ...rest } = l.reservations;
        return { ...l, consumed: round2(l.consumed + e.data.hours), reservations: rest };
      });
    case 'AllocationMoved':
      return moveAllocation(state, e.data);
    default:
      return unreachable(e);
  }
}

/** The leaver keeps what they delivered; the rest (with its reservations) goes to the target, or away. */
function moveAllocation(state: UserPackageState, d: AllocationMoved['data']): UserPackageState {
  const from = state.ledger[d.fromPartnerId];
  if (!from) return state;
  const ledger = { ...state.ledger };
  if (from.consumed > 0) ledger[d.fromPartnerId] = { ...from, total: from.consumed, reservations: {} };
  else delete ledger[d.fromPartnerId];
  if (d.toPartnerId) {
    const to = ledger[d.toPartnerId] ?? { total: 0, consumed: 0, reservations: {} };
    ledger[d.toPartnerId] = {
      ...to,
      total: round2(to.total + d.hours),
      reservations: { ...to.reservations, ...from.reservations },
    };
  }
  const allocations = Object.entries(ledger).map(([partnerId, l]) => ({ partnerId, hours: l.total }));
  const totalHours = d.toPartnerId ? state.totalHours : round2(state.totalHours - d.hours);
  return { ...state, ledger, allocations, totalHours };
}

/** What an admin offers a client: the package, its hours per partner, and how it starts. */
export interface OfferTerms {
  name: string;
  description: string | null;
  price: number;
  allocations: Allocation[];
  paymentReference: string | null;
  notes: string | null;
  activateImmediately: boolean;
  paymentConfirmed: boolean;
}

export type UserPackageCommand =
  | ({
      type: 'OfferPackage';
      userPackageId: string;
      clientId: string;
      /** role of the client's account, null if there is none */
      clientRole: string | null;
      clientHasPendingPackage: boolean;
      /** allocated ids that are not (active) partners */
      unknownPartners: string[];
      packageId: string;
      validityMonths: number;
      now: Date;
    } & OfferTerms)
  | { type: 'AcceptPackage'; actorId: string; ip: string | null; userAgent: string | null; now: Date }
  | { type: 'DeclinePackage'; actorId: string; reason: string | null; now: Date }
  /** The admin takes back an offer the client has not accepted yet. */
  | { type: 'WithdrawOffer'; now: Date }
  /** `inactivePartners`: the package's partners whose accounts are deactivated, read by the handler. */
  | {
      type: 'ActivatePackage';
      notes: string | null;
      paymentConfirmed: boolean;
      inactivePartners: string[];
      now: Date;
    }
  /**
   * An Accelerator leaves the package: their remaining hours go to `toPartnerId` (with the
   * reservations of the meetings handed over to them) or are released (null). `targetActive`: the
   * target's account is an active partner, read by the handler.
   */
  | { type: 'MoveAllocation'; fromPartnerId: string; toPartnerId: string | null; targetActive: boolean; now: Date }
  | { type: 'CompletePackage'; now: Date }
  | { type: 'ExpirePackage'; now: Date }
  /** An admin's cancellation (reason required), or the client's account deletion. */
  | { type: 'CancelPackage'; reason: string; accountDeleted: boolean; now: Date }
  | {
      type: 'ReserveHours';
      partnerId: string;
      meetingId: string;
      hours: number;
      /** the meeting's start and end: it must lie within the package's validity */
      startsAt: Date;
      endsAt: Date;
      now: Date;
    }
  | { type: 'ReleaseReservation'; meetingId: string; now: Date }
  /** A planned meeting moved (and perhaps got longer or shorter): its reservation follows, by the same rules. */
  | { type: 'MoveReservation'; meetingId: string; hours: number; startsAt: Date; endsAt: Date; now: Date }
  /** `lateCancellation`: the client cancelled inside the notice; the hours count as used (issue 19). */
  | { type: 'ConsumeHours'; meetingId: string; lateCancellation?: boolean; now: Date }
  | { type: 'RatePackage'; actorId: string; rating: number; comment: string | null; now: Date };

export type UserPackageError =
  | { code: 'PackageExists' }
  | { code: 'NotAClient' }
  | { code: 'PendingPackageExists' }
  | { code: 'InvalidOffer'; reason: 'name' | 'price' | 'noAllocation' | 'hours' | 'duplicatePartner' }
  | { code: 'UnknownPartner'; partnerIds: string[] }
  | { code: 'PaymentNotConfirmed' }
  | { code: 'PackageNotFound' }
  | { code: 'NotYourPackage' }
  | { code: 'WrongStatus'; status: UserPackageStatus | 'none' }
  | { code: 'OfferBinding' }
  | { code: 'NotDueToExpire' }
  | { code: 'ReasonRequired' }
  | { code: 'OverdueMeetings'; count: number }
  | { code: 'PackageEnded' }
  | { code: 'OutsideValidity'; validFrom: string; validUntil: string }
  | { code: 'PartnerNotAllocated' }
  | { code: 'InsufficientHours'; available: number; wanted: number }
  | { code: 'NoReservation' }
  | { code: 'InactivePartner'; partnerIds: string[] }
  | { code: 'SamePartner' }
  | { code: 'SuccessorNotActive' }
  | { code: 'NothingLeftToPlan' }
  | { code: 'MeetingsPlanned'; count: number }
  | { code: 'AlreadyRated' }
  | { code: 'InvalidRating' };

function activation(
  state: { validityMonths: number },
  userPackageId: string,
  clientId: string,
  notes: string | null,
  now: Date,
): UserPackageEvent {
  const at = now.toISOString();
  return {
    type: 'PackageActivated',
    data: {
      userPackageId,
      clientId,
      notes,
      paymentConfirmed: true,
      activatedAt: at,
      // Months on Berlin's calendar and clock: a package activated on 1 March 00:30 runs to 1 April 00:30.
      expiresAt: addBerlinMonths(now, state.validityMonths).toISOString(),
      at,
    },
  };
}

function validateOffer(c: Extract<UserPackageCommand, { type: 'OfferPackage' }>): UserPackageError | null {
  if (c.clientRole !== 'user') return { code: 'NotAClient' };
  if (!isVisible(c.name)) return { code: 'InvalidOffer', reason: 'name' };
  if (!(c.price > 0)) return { code: 'InvalidOffer', reason: 'price' };
  if (c.allocations.length === 0) return { code: 'InvalidOffer', reason: 'noAllocation' };
  if (c.allocations.some((a) => !Number.isInteger(a.hours) || a.hours < 1))
    return { code: 'InvalidOffer', reason: 'hours' };
  if (new Set(c.allocations.map((a) => a.partnerId)).size !== c.allocations.length)
    return { code: 'InvalidOffer', reason: 'duplicatePartner' };
  if (c.unknownPartners.length) return { code: 'UnknownPartner', partnerIds: c.unknownPartners };
  if (c.clientHasPendingPackage) return { code: 'PendingPackageExists' };
  if (c.activateImmediately && !c.paymentConfirmed) return { code: 'PaymentNotConfirmed' };
  return null;
}

/** Pure: the events a command causes on one user package, or the rule it breaks. */
export function decideUserPackage(
  command: UserPackageCommand,
  state: UserPackageState,
  userPackageId = '',
): UserPackageEvent[] | UserPackageError {
  const at = command.now.toISOString();
  if (command.type === 'OfferPackage') {
    if (state.status !== 'none') return { code: 'PackageExists' };
    const invalid = validateOffer(command);
    if (invalid) return invalid;
    const c = command;
    const offered: UserPackageEvent = {
      type: 'PackageOffered',
      data: {
        userPackageId: c.userPackageId,
        clientId: c.clientId,
        packageId: c.packageId,
        name: c.name.trim(),
        description: c.description,
        price: c.price,
        allocations: c.allocations,
        totalHours: c.allocations.reduce((s, a) => s + a.hours, 0),
        paymentReference: c.paymentReference,
        notes: c.notes,
        validityMonths: c.validityMonths,
        at,
      },
    };
    return c.activateImmediately ? [offered, activation(c, c.userPackageId, c.clientId, c.notes, c.now)] : [offered];
  }
  if (state.status === 'none' || !state.clientId) return { code: 'PackageNotFound' };
  const ids = { userPackageId, clientId: state.clientId };
  const wrong = (): UserPackageError => ({ code: 'WrongStatus', status: state.status });
  switch (command.type) {
    case 'AcceptPackage':
      if (command.actorId !== state.clientId) return { code: 'NotYourPackage' };
      if (state.status !== 'pending_acceptance') return wrong();
      return [
        {
          type: 'PackageAccepted',
          data: {
            ...ids,
            ip: command.ip,
            userAgent: command.userAgent,
            at,
            terms: {
              name: state.name,
              price: state.price,
              totalHours: state.totalHours,
              allocations: state.allocations,
              validityMonths: state.validityMonths,
              paymentReference: state.paymentReference,
            },
          },
        },
      ];
    case 'DeclinePackage':
      if (command.actorId !== state.clientId) return { code: 'NotYourPackage' };
      if (state.status !== 'pending_acceptance') return wrong();
      return [{ type: 'PackageDeclined', data: { ...ids, reason: command.reason, at } }];
    case 'WithdrawOffer':
      // Accepted (or activated) binds: what remains is a cancellation with a reason.
      if (state.status === 'pending_activation' || state.status === 'active') return { code: 'OfferBinding' };
      if (state.status !== 'pending_acceptance') return wrong();
      return [{ type: 'OfferWithdrawn', data: { ...ids, at } }];
    case 'ActivatePackage':
      if (state.status !== 'pending_acceptance' && state.status !== 'pending_activation') return wrong();
      if (!command.paymentConfirmed) return { code: 'PaymentNotConfirmed' };
      {
        // Nobody starts coaching with an Accelerator who has left: their hours move first.
        const inactive = command.inactivePartners.filter(
          (id) => (state.ledger[id]?.total ?? 0) > (state.ledger[id]?.consumed ?? 0),
        );
        if (inactive.length) return { code: 'InactivePartner', partnerIds: inactive };
      }
      return [activation(state, userPackageId, state.clientId, command.notes, command.now)];
    case 'CompletePackage': {
      if (state.status !== 'active') return wrong();
      const overdue = overdueMeetings(state, command.now);
      if (overdue) return { code: 'OverdueMeetings', count: overdue };
      return [{ type: 'PackageCompleted', data: { ...ids, at } }];
    }
    case 'ExpirePackage': {
      if (state.status !== 'active') return wrong();
      if (!state.expiresAt || new Date(state.expiresAt).getTime() > command.now.getTime())
        return { code: 'NotDueToExpire' };
      // The expiry waits until the meetings that were due are settled (the next daily run takes it).
      const overdue = overdueMeetings(state, command.now);
      if (overdue) return { code: 'OverdueMeetings', count: overdue };
      return [{ type: 'PackageExpired', data: { ...ids, at } }];
    }
    case 'CancelPackage': {
      if (endedStatuses.includes(state.status)) return wrong();
      const reason = command.reason.trim();
      if (!isVisible(reason)) return { code: 'ReasonRequired' };
      // A client who left settles nothing: their started meetings end as not held with the package.
      const overdue = command.accountDeleted ? 0 : overdueMeetings(state, command.now);
      if (overdue) return { code: 'OverdueMeetings', count: overdue };
      return [{ type: 'PackageCancelled', data: { ...ids, reason, accountDeleted: command.accountDeleted, at } }];
    }
    case 'MoveReservation': {
      const entry = Object.entries(state.ledger).find(([, l]) => command.meetingId in l.reservations);
      if (!entry) return { code: 'NoReservation' };
      const [partnerId, line] = entry;
      const held = line.reservations[command.meetingId]!.hours;
      const released: UserPackageEvent = {
        type: 'ReservationReleased',
        data: { ...ids, partnerId, meetingId: command.meetingId, hours: held, at },
      };
      // The new reservation is decided on the package as the release leaves it.
      const again = decideUserPackage(
        { ...command, type: 'ReserveHours', partnerId },
        evolveUserPackage(state, released),
        userPackageId,
      );
      return Array.isArray(again) ? [released, ...again] : again;
    }
    case 'ReserveHours': {
      if (
        state.status !== 'active' ||
        (state.expiresAt && new Date(state.expiresAt).getTime() <= command.now.getTime())
      )
        return wrong();
      if (
        (state.activatedAt && command.startsAt.getTime() < new Date(state.activatedAt).getTime()) ||
        (state.expiresAt && command.endsAt.getTime() > new Date(state.expiresAt).getTime())
      )
        return { code: 'OutsideValidity', validFrom: state.activatedAt ?? '', validUntil: state.expiresAt ?? '' };
      if (!state.ledger[command.partnerId]) return { code: 'PartnerNotAllocated' };
      const available = availableHours(state, command.partnerId);
      if (command.hours > available) return { code: 'InsufficientHours', available, wanted: command.hours };
      return [
        {
          type: 'HoursReserved',
          data: {
            ...ids,
            partnerId: command.partnerId,
            meetingId: command.meetingId,
            hours: command.hours,
            startsAt: command.startsAt.toISOString(),
            at,
          },
        },
      ];
    }
    case 'MoveAllocation':
      return decideMove(command, state, ids);
    case 'RatePackage':
      // The client rates a finished package once, 1 to 5 stars.
      if (command.actorId !== state.clientId) return { code: 'NotYourPackage' };
      if (state.status !== 'completed' && state.status !== 'expired') return wrong();
      if (state.rated) return { code: 'AlreadyRated' };
      if (!Number.isInteger(command.rating) || command.rating < 1 || command.rating > 5)
        return { code: 'InvalidRating' };
      return [{ type: 'PackageRated', data: { ...ids, rating: command.rating, comment: command.comment, at } }];
    case 'ReleaseReservation':
    case 'ConsumeHours': {
      // Hours are charged only on a running package; a finished one only gives reservations back.
      if (command.type === 'ConsumeHours' && state.status !== 'active') return { code: 'PackageEnded' };
      const entry = Object.entries(state.ledger).find(([, l]) => command.meetingId in l.reservations);
      if (!entry) return { code: 'NoReservation' };
      const [partnerId, line] = entry;
      const data = {
        ...ids,
        partnerId,
        meetingId: command.meetingId,
        hours: line.reservations[command.meetingId]!.hours,
        at,
      };
      if (command.type === 'ReleaseReservation') return [{ type: 'ReservationReleased', data }];
      const late = command.lateCancellation ? { lateCancellation: true } : {};
      return [{ type: 'HoursConsumed', data: { ...data, ...late } }];
    }
    default:
      return unreachable(command);
  }
}

function decideMove(
  command: Extract<UserPackageCommand, { type: 'MoveAllocation' }>,
  state: UserPackageState,
  ids: { userPackageId: string; clientId: string },
): UserPackageEvent[] | UserPackageError {
  if (state.status === 'none' || endedStatuses.includes(state.status))
    return { code: 'WrongStatus', status: state.status };
  const from = state.ledger[command.fromPartnerId];
  if (!from) return { code: 'PartnerNotAllocated' };
  const { toPartnerId } = command;
  if (toPartnerId === command.fromPartnerId) return { code: 'SamePartner' };
  if (toPartnerId !== null && !command.targetActive) return { code: 'SuccessorNotActive' };
  const reservations = Object.values(from.reservations);
  // Started meetings are settled by a person first (charged or not held), never moved or dropped.
  const overdue = reservations.filter(
    (r) => r.startsAt !== null && new Date(r.startsAt).getTime() <= command.now.getTime(),
  );
  if (overdue.length) return { code: 'OverdueMeetings', count: overdue.length };
  // Released hours hold no meeting: planned ones are cancelled first.
  if (toPartnerId === null && reservations.length) return { code: 'MeetingsPlanned', count: reservations.length };
  const hours = round2(from.total - from.consumed);
  if (hours <= 0) return [];
  // Released hours must leave something to coach: a package with nothing left is ended, not emptied.
  const leftElsewhere = Object.entries(state.ledger).some(
    ([id, l]) => id !== command.fromPartnerId && l.total > l.consumed,
  );
  if (toPartnerId === null && !leftElsewhere) return { code: 'NothingLeftToPlan' };
  const at = command.now.toISOString();
  const data = { ...ids, fromPartnerId: command.fromPartnerId, toPartnerId, hours, reserved: reservedOf(from), at };
  return [{ type: 'AllocationMoved', data }];
}

/**
 * A client's package and its hours ledger, for the command kernel. Exported through index.ts so
 * the meetings module reserves and consumes hours by these rules, in its own transaction.
 */
export const userPackageDecider = defineDecider(
  userPackageStreams,
  initialUserPackageState,
  evolveUserPackage,
  decideUserPackage,
);
