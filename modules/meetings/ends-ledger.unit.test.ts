import { describe, expect, it } from 'vitest';
import { Random } from '../../server/seed/random';
import { userPackageDecider, type UserPackageCommand } from '../packages';
import { hoursFor } from './contract';
import { meetingDecider, type Actor, type MeetingCommand } from './decide';
import { Stream, type MeetingStream, type PackageStream } from './testing/ledger-streams';
import { handOver as handOverTo } from './testing/decide-fixtures';

// Issue 15, a property: whatever sequence of plans, completions, not-held, no-shows, cancellations,
// package completions, cancellations, expiries, account deletions and an Accelerator leaving
// happens, the hours ledger holds: never more hours out than allocated, reserved = the hours of the
// planned meetings, consumed = the hours of the completed ones, no meeting stays planned on a
// finished package, and nothing stays allocated to the Accelerator who left.
// Pure: the deciders and their evolve, composed as the commands and the package-end reaction do.

const client = 'client';
const partnerIds = ['p0', 'p1'] as const;
const admin: Actor = { id: 'admin', role: 'admin' };
const HOUR = 3600_000;
/** One random world: packages of one client, meetings on them, a clock that moves on. */
function world(seed: number) {
  const random = new Random(seed);
  let now = new Date('2026-03-01T08:00:00Z');
  const packages: PackageStream[] = [];
  const meetings: { stream: MeetingStream; packageId: string }[] = [];
  /** Acceleratoren who left (p1 may leave once; p0 takes over or the hours are released). */
  const inactive = new Set<string>();

  /** Both streams decide, or neither changes (one transaction). */
  function both<A, B>(a: () => A[] | null, b: (first: A[]) => B[] | null, apply: (x: A[], y: B[]) => void): boolean {
    const first = a();
    const second = first && b(first);
    if (!first || !second) return false;
    apply(first, second);
    return true;
  }
  const packageOf = (id: string) => packages.find((p) => p.id === id)!;

  /** What the meetings module's reaction to a package's end does to its planned meetings. */
  function endMeetingsOf(pkg: PackageStream) {
    for (const m of meetings.filter((x) => x.packageId === pkg.id && x.stream.state.status === 'scheduled')) {
      const ok = both(
        () => m.stream.decide({ type: 'EndWithPackage', reason: 'Paket beendet', now }),
        () => pkg.decide({ type: 'ReleaseReservation', meetingId: m.stream.id, now }),
        (x, y) => {
          m.stream.append(x);
          pkg.append(y);
        },
      );
      if (!ok) throw new Error(`seed ${seed}: the planned meeting ${m.stream.id} did not end with its package`);
    }
  }
  function endPackage(pkg: PackageStream, command: UserPackageCommand) {
    const events = pkg.decide(command);
    if (!events) return;
    pkg.append(events);
    endMeetingsOf(pkg);
  }

  /** A meeting command and the package command it settles with, atomically. */
  function settle(command: MeetingCommand, hours: 'ConsumeHours' | 'ReleaseReservation') {
    if (meetings.length === 0) return;
    const m = random.pick(meetings);
    const pkg = packageOf(m.packageId);
    both(
      () => m.stream.decide(command),
      () => pkg.decide({ type: hours, meetingId: m.stream.id, now }),
      (x, y) => {
        m.stream.append(x);
        pkg.append(y);
      },
    );
  }

  const steps: Record<string, () => void> = {
    offer() {
      const pkg: PackageStream = new Stream(userPackageDecider, `up${packages.length}`);
      const events = pkg.decide({
        type: 'OfferPackage',
        userPackageId: pkg.id,
        clientId: client,
        clientRole: 'user',
        clientHasPendingPackage: false,
        unknownPartners: [],
        packageId: 'tpl',
        name: 'Coaching',
        description: null,
        price: 100,
        allocations: partnerIds
          .filter((id) => !inactive.has(id))
          .map((partnerId) => ({ partnerId, hours: random.int(1, 6) })),
        paymentReference: null,
        notes: null,
        validityMonths: random.int(1, 3),
        activateImmediately: true,
        paymentConfirmed: true,
        now,
      });
      if (!events) return;
      pkg.append(events);
      packages.push(pkg);
    },
    plan() {
      if (packages.length === 0) return;
      const pkg = random.pick(packages);
      const partnerId = random.pick(partnerIds);
      const duration = random.pick([30, 60, 90, 120]);
      // Mostly within days, sometimes in the past or beyond the package's end.
      const startsAt = new Date(now.getTime() + random.int(-24, random.chance(0.9) ? 24 * 10 : 24 * 120) * HOUR);
      const stream: MeetingStream = new Stream(meetingDecider, `m${meetings.length}`);
      both(
        () =>
          stream.decide({
            type: 'PlanMeeting',
            meetingId: stream.id,
            actor: admin,
            clientId: client,
            partnerId,
            packageClientId: client,
            // Unknown here: the package's own decider refuses an ended one.
            packageStatus: null,
            packageExpiresAt: null,
            userPackageId: pkg.id,
            startsAt,
            date: '2026-01-01',
            time: '10:00',
            duration,
            platform: 'zoom',
            link: null,
            roomLink: 'https://meet.jit.si/Coaching-raum1',
            location: null,
            notes: null,
            clash: null,
            now,
          }),
        () =>
          pkg.decide({
            type: 'ReserveHours',
            partnerId,
            meetingId: stream.id,
            hours: hoursFor(duration),
            startsAt,
            endsAt: new Date(startsAt.getTime() + duration * 60_000),
            now,
          }),
        (x, y) => {
          stream.append(x);
          pkg.append(y);
          meetings.push({ stream, packageId: pkg.id });
        },
      );
    },
    complete: () =>
      settle({ type: 'CompleteMeeting', actor: admin, summary: 'ok', notes: null, noShow: false, now }, 'ConsumeHours'),
    noShow: () =>
      settle({ type: 'CompleteMeeting', actor: admin, summary: '', notes: null, noShow: true, now }, 'ConsumeHours'),
    notHeld: () => settle({ type: 'MarkNotHeld', actor: admin, reason: 'krank', now }, 'ReleaseReservation'),
    cancelMeeting: () =>
      settle(
        { type: 'CancelMeeting', actor: admin, reason: 'x', cancellationNoticeHours: 48, now },
        'ReleaseReservation',
      ),
    completePackage: () => packages.length && endPackage(random.pick(packages), { type: 'CompletePackage', now }),
    cancelPackage: () =>
      packages.length &&
      endPackage(random.pick(packages), { type: 'CancelPackage', reason: 'x', accountDeleted: false, now }),
    expire: () => packages.length && endPackage(random.pick(packages), { type: 'ExpirePackage', now }),
    clientLeaves: () =>
      random.chance(0.2) &&
      packages.forEach((p) =>
        endPackage(p, { type: 'CancelPackage', reason: 'Konto gelöscht', accountDeleted: true, now }),
      ),
    time: () => (now = new Date(now.getTime() + random.int(1, 24 * 20) * HOUR)),
    partnerLeaves() {
      if (inactive.has('p1') || !random.chance(0.3)) return;
      // One transaction: on any refusal (a started meeting unsettled) nothing changes.
      const saved = [...packages.map((p) => p.state), ...meetings.map((m) => m.stream.state)];
      const handOver = random.chance(0.5);
      const release = random.chance(0.3);
      const ok = packages.every((pkg) => {
        for (const m of meetings.filter((x) => x.packageId === pkg.id && x.stream.state.partnerId === 'p1')) {
          if (m.stream.state.status !== 'scheduled' || new Date(m.stream.state.startsAt!) <= now) continue;
          if (handOver && !release) {
            const moved = m.stream.decide(handOverTo('p0', { fromPartnerId: 'p1', now }));
            if (!moved) return false;
            m.stream.append(moved);
          } else {
            const cancelled = m.stream.decide({
              type: 'CancelMeeting',
              actor: admin,
              reason: 'weg',
              cancellationNoticeHours: 48,
              now,
            });
            const released = pkg.decide({ type: 'ReleaseReservation', meetingId: m.stream.id, now });
            if (!cancelled || !released) return false;
            m.stream.append(cancelled);
            pkg.append(released);
          }
        }
        if (['completed', 'expired', 'cancelled'].includes(pkg.state.status)) return true;
        const command = { type: 'MoveAllocation', fromPartnerId: 'p1', targetActive: true, now } as const;
        const moved = pkg.decide({ ...command, toPartnerId: release ? null : 'p0' });
        if (!moved) return false;
        pkg.append(moved);
        return true;
      });
      if (!ok) {
        packages.forEach((p, i) => (p.state = saved[i] as typeof p.state));
        meetings.forEach((m, i) => (m.stream.state = saved[packages.length + i] as typeof m.stream.state));
        return;
      }
      inactive.add('p1');
    },
  };
  /** How often each step comes up: planning and settling most, ends rarely. */
  const weights: Record<keyof typeof steps, number> = {
    offer: 2,
    plan: 10,
    complete: 3,
    noShow: 1,
    notHeld: 2,
    cancelMeeting: 2,
    completePackage: 1,
    cancelPackage: 1,
    expire: 1,
    clientLeaves: 1,
    time: 3,
    partnerLeaves: 1,
  };
  const names = Object.entries(weights).flatMap(([name, w]) => Array<string>(w).fill(name));

  const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  const sum = (list: { hours: number }[]) => list.reduce((t, m) => t + m.hours, 0);

  /** The first broken invariant, or null (plain checks: this runs a hundred thousand times). */
  function brokenInvariant(): string | null {
    for (const pkg of packages) {
      const s = pkg.state;
      const own = meetings.filter((m) => m.packageId === pkg.id).map((m) => ({ id: m.stream.id, ...m.stream.state }));
      const planned = own.filter((m) => m.status === 'scheduled');
      if (['completed', 'expired', 'cancelled'].includes(s.status) && planned.length)
        return `${pkg.id}: a planned meeting on a ${s.status} package`;
      const open = !['completed', 'expired', 'cancelled'].includes(s.status);
      for (const partnerId of partnerIds) {
        const line = s.ledger[partnerId] ?? { total: 0, consumed: 0, reservations: {} };
        if (open && inactive.has(partnerId) && (line.total > line.consumed || Object.keys(line.reservations).length))
          return `${pkg.id}/${partnerId}: hours stay allocated to an Accelerator who left`;
        const reserved = sum(Object.values(line.reservations));
        const remaining = line.total - line.consumed;
        const plannedHere = planned.filter((m) => m.partnerId === partnerId);
        const done = own.filter((m) => m.partnerId === partnerId && m.status === 'completed');
        if (!close(line.total, remaining + line.consumed))
          return `${pkg.id}/${partnerId}: total != remaining + consumed`;
        if (!close(reserved, sum(plannedHere))) return `${pkg.id}/${partnerId}: reserved != planned meetings' hours`;
        if (
          Object.keys(line.reservations).sort().join() !==
          plannedHere
            .map((m) => m.id)
            .sort()
            .join()
        )
          return `${pkg.id}/${partnerId}: reservations are not the planned meetings`;
        if (!close(line.consumed, sum(done))) return `${pkg.id}/${partnerId}: consumed != completed meetings' hours`;
        if (remaining - reserved < -1e-9) return `${pkg.id}/${partnerId}: more hours out than allocated`;
      }
    }
    return null;
  }

  return {
    run(length: number) {
      steps.offer!();
      for (let i = 0; i < length; i++) {
        const step = random.pick(names);
        steps[step]!();
        const broken = brokenInvariant();
        if (broken) throw new Error(`seed ${seed}, step ${i} (${step}): ${broken}`);
      }
      return { statuses: meetings.map((m) => m.stream.state.status), partnerLeft: inactive.size > 0 };
    },
  };
}

describe('the hours ledger over random command sequences (issue 15)', () => {
  it('holds after every step of 200 seeded runs of 60 commands', () => {
    const outcomes: Record<string, number> = {};
    let leavers = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const run = world(seed).run(60);
      for (const status of run.statuses) outcomes[status] = (outcomes[status] ?? 0) + 1;
      if (run.partnerLeft) leavers++;
    }
    // The runs reached every outcome (the property was not checked on empty ledgers only).
    for (const status of ['scheduled', 'completed', 'cancelled', 'not_held'])
      expect(outcomes[status], status).toBeGreaterThan(50);
    // Acceleratoren left in many runs (with their planned meetings handed over or cancelled).
    expect(leavers).toBeGreaterThan(20);
  });
});
