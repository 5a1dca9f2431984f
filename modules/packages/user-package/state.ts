import { unreachable } from '../../../lib/unreachable';
import type { UserPackageStatus } from '../contract';
import type { Allocation, AllocationMoved, UserPackageEvent } from '../events';

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

export interface UserPackageState {
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

export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const reservedOf = (l: LedgerLine): number =>
  round2(Object.values(l.reservations).reduce((s, r) => s + r.hours, 0));

/** The package's statuses that are over: nothing is planned, reserved or consumed on them any more. */
export const endedStatuses: readonly UserPackageStatus[] = ['completed', 'expired', 'cancelled', 'withdrawn'];

/**
 * Planned meetings whose start has passed (held or not, nobody settled them yet): a package does
 * not end while it has one, so their hours are charged or released by a person, never lost.
 */
export function overdueMeetings(state: UserPackageState, now: Date): number {
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
