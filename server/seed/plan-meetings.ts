import type { Action, Offer } from './plan-types';
import type { PackageFate } from './plan-client';
import type { Random } from './random';
import type { CoachCalendar } from './coach-calendar';
import { betweenSessions } from './plan-between';
import { cities, streetAddress } from './german';
import { cancelReasons, meetingNotes, meetingTopics, summaryEndings } from './german-texts';
import { at, DAY, dayOf, hhmm, HOUR, isoDay, MINUTE, officeTime, weekdayOnOrAfter } from './time';

// The meetings of one package: planned by the coaches (or booked by the client) days or weeks
// ahead, held and completed, some moved or cancelled. Pure, like the rest of the plan.

const platforms = [
  ['zoom', 5],
  ['teams', 3],
  ['google-meet', 1],
  ['phone', 1],
  ['in-person', 1.5],
] as const;

type PlanAction = Extract<Action, { kind: 'plan' }>;

/** A meeting as its coach plans it: a platform, its link, a note; the caller numbers it. */
function coachPlan(
  r: Random,
  m: { at: number; coach: number; day: number; startMinute: number; duration: number },
): Omit<PlanAction, 'meeting' | 'pkg'> {
  const online = ['zoom', 'teams', 'google-meet'];
  const platform = r.weighted(platforms);
  return {
    kind: 'plan',
    at: m.at,
    coach: m.coach,
    date: isoDay(m.day),
    time: hhmm(m.startMinute),
    duration: m.duration,
    platform,
    link: online.includes(platform)
      ? `https://${platform === 'zoom' ? 'zoom.us/j' : platform === 'teams' ? 'teams.microsoft.com/l/meetup-join' : 'meet.google.com'}/${r.int(100000000, 999999999)}`
      : null,
    notes: r.pick(meetingNotes),
    // On site: at the client's office, an address of a German city (a stream of its own).
    ...(platform === 'in-person' ? { location: placeOf(r.fork('place')) } : {}),
  };
}

function placeOf(r: Random): string {
  const a = streetAddress(r, r.pick(cities));
  return `${a.street}, ${a.postalCode} ${a.city}`;
}

/**
 * The demo's coming days: each coach of the package meets the client on one of the first working
 * days after `today`, a day each, planned a few days before today (after the activation), so every
 * demo login finds a meeting ahead whatever day the demo is started.
 */
function planUpcoming(
  r: Random,
  offer: Offer,
  today: number,
  activeAt: number,
  calendar: CoachCalendar,
): { day: number; action: Omit<PlanAction, 'meeting' | 'pkg'> }[] {
  const planned: { day: number; action: Omit<PlanAction, 'meeting' | 'pkg'> }[] = [];
  let day = dayOf(today) + 1;
  for (const { coach, hours } of offer.allocations) {
    const duration = hours >= 1 ? 60 : 30;
    let startMinute: number | null = null;
    for (let tries = 0; startMinute === null && tries < 20; tries++) {
      day = weekdayOnOrAfter(day);
      startMinute = calendar.freeStart(r, coach, day, duration);
      if (startMinute === null) day += 1;
    }
    if (startMinute === null) continue;
    calendar.book(coach, day, startMinute, duration);
    const planAt = Math.min(today - HOUR, Math.max(activeAt + HOUR, officeTime(r, today - r.int(2, 5) * DAY, [0, 0])));
    planned.push({ day, action: coachPlan(r, { at: planAt, coach, day, startMinute, duration }) });
    day += 1;
  }
  return planned;
}

export interface Done {
  completeAt: number;
  coach: number;
}

/** The meetings of an active package; returns the moment of its last step (null if no meeting was held). */
export function planMeetings(
  r: Random,
  actions: Action[],
  state: { meeting: number; task: number; done: Done[] },
  pkg: number,
  offer: Offer,
  fate: PackageFate,
  activeAt: number,
  expiresAt: number,
  specialtyOf: (coach: number) => string,
  calendar: CoachCalendar,
): number | null {
  const remaining = new Map(offer.allocations.map((a) => [a.coach, a.hours]));
  const total = offer.allocations.reduce((s, a) => s + a.hours, 0);
  const target = fate.usage * total;
  const lastStart = expiresAt - 5 * DAY;
  const spanEnd = Math.min(lastStart, activeAt + (expiresAt - activeAt) * (0.45 + r.float() * 0.4));
  const interval = (spanEnd - activeAt) / Math.max(1, target / 1.15);
  const upcoming = fate.upcomingFrom === undefined ? [] : planUpcoming(r, offer, fate.upcomingFrom, activeAt, calendar);
  let used = 0;
  for (const u of upcoming) {
    actions.push({ ...u.action, meeting: state.meeting++, pkg });
    remaining.set(u.action.coach, remaining.get(u.action.coach)! - u.action.duration / 60);
    used += u.action.duration / 60;
  }
  const clientDays = new Set(upcoming.map((u) => u.day));
  let day = dayOf(activeAt) + r.int(3, 10);
  let lastPlanAt = activeAt + 30 * MINUTE;
  let lastStep = 0;
  let held = false;
  for (let guard = 0; guard < 500 && used < target - 0.25; guard++) {
    const open = [...remaining].filter(([, h]) => h >= 0.5);
    if (open.length === 0) break;
    const coach = r.weighted(open.map(([c, h]) => [c, h] as const));
    const fits = (
      [
        [60, 50],
        [90, 30],
        [120, 12],
        [30, 8],
      ] as const
    ).filter(([d]) => d / 60 <= remaining.get(coach)! + 1e-9 && used + d / 60 <= target + 0.5);
    if (fits.length === 0) {
      remaining.set(coach, 0);
      continue;
    }
    const duration = r.weighted(fits);
    day = weekdayOnOrAfter(day);
    // The client meets one coach a day: the days of the upcoming meetings are taken.
    if (clientDays.has(day)) {
      day += 1;
      continue;
    }
    const startMinute = calendar.freeStart(r, coach, day, duration);
    if (startMinute === null) {
      day += 1;
      continue;
    }
    const startAt = at(day, startMinute);
    if (startAt > spanEnd) break;
    const planAt = Math.max(
      officeTime(r, at(day - r.int(fate.planAhead[0], fate.planAhead[1]), 0), [0, 0]),
      lastPlanAt + r.int(5, 60) * MINUTE,
    );
    if (planAt > startAt - 2 * HOUR) {
      day += 2;
      continue;
    }
    calendar.book(coach, day, startMinute, duration);
    const meeting = state.meeting++;
    // Issue 19: some clients book their coach's free time themselves (the coaches ask 24 hours' notice).
    const byClient = startAt - planAt > 2 * DAY && r.chance(0.3);
    const specialty = specialtyOf(coach);
    actions.push({
      ...coachPlan(r, { at: planAt, coach, day, startMinute, duration }),
      meeting,
      pkg,
      ...(byClient ? { byClient } : {}),
    });
    remaining.set(coach, remaining.get(coach)! - duration / 60);
    // Some of them move it a day after booking, well before the firm's 48-hour notice, to another
    // free start of the same day (the client has no other meeting that day).
    const cancels = r.chance(fate.cancelRate) && startAt - planAt > 6 * HOUR;
    let heldAt = startAt;
    const moveAt = planAt + DAY;
    const moves = !cancels && byClient && startAt - moveAt > 3 * DAY && r.chance(0.25);
    const movedTo = moves ? calendar.freeStart(r, coach, day, duration) : null;
    if (movedTo !== null) {
      calendar.book(coach, day, movedTo, duration);
      actions.push({ kind: 'move', at: moveAt, meeting, date: isoDay(day), time: hhmm(movedTo), duration });
      heldAt = at(day, movedTo);
    }
    if (cancels) {
      const cancelAt = planAt + HOUR + Math.floor(r.float() * (startAt - planAt - 4 * HOUR));
      actions.push({ kind: 'cancel', at: cancelAt, meeting, coach, reason: r.pick(cancelReasons) });
      remaining.set(coach, remaining.get(coach)! + duration / 60);
      lastPlanAt = cancelAt;
      lastStep = Math.max(lastStep, cancelAt);
    } else {
      const end = heldAt + duration * MINUTE;
      const completeAt = r.chance(0.7) ? end + r.int(5, 90) * MINUTE : officeTime(r, end, [1, 2]);
      const topic = r.pick(meetingTopics[specialty] ?? meetingTopics.Strategie!);
      actions.push({
        kind: 'complete',
        at: completeAt,
        meeting,
        coach,
        summary: `${topic}: ${r.pick(summaryEndings)}`,
        notes: r.chance(0.2) ? 'Unterlagen per E-Mail nachgereicht.' : null,
      });
      actions.push(...betweenSessions(r.fork(`between:${meeting}`), state, coach, completeAt));
      used += duration / 60;
      state.done.push({ completeAt, coach });
      held = true;
      lastStep = Math.max(lastStep, completeAt);
      lastPlanAt = Math.max(lastPlanAt, planAt);
    }
    day += Math.max(1, Math.round((interval / DAY) * (0.6 + r.float() * 0.8)));
  }
  return held ? lastStep : null;
}
