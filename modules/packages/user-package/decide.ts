import { defineDecider } from '../../../server/eventstore';
import { unreachable } from '../../../lib/unreachable';
import { isVisible } from '../../../lib/german/text';
import { userPackageStreams, type UserPackageEvent } from '../events';
import {
  availableHours,
  endedStatuses,
  evolveUserPackage,
  initialUserPackageState,
  overdueMeetings,
  reservedOf,
  round2,
  type UserPackageState,
} from './state';
import { activation, validateOffer, type UserPackageCommand, type UserPackageError } from './command';

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
        ...(c.corrects ? { correctsUserPackageId: c.corrects } : {}),
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
      if (!command.replacedBy) return [{ type: 'OfferWithdrawn', data: { ...ids, at } }];
      // A correction changes the terms, not the person: another client gets an offer of their own.
      if (command.replacedBy.clientId !== state.clientId) return { code: 'CorrectionForOtherClient' };
      return [
        { type: 'OfferWithdrawn', data: { ...ids, replacedByUserPackageId: command.replacedBy.userPackageId, at } },
      ];
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
  // A package's stream grows with every meeting: folded from a snapshot (no personal field in the state).
  { snapshot: 'user-package' },
);
