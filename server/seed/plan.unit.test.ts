import { describe, expect, it } from 'vitest';
import { answerPhonePattern, missingRequired } from '../../modules/onboarding/contract';
import { SeedClock } from './clock';
import { demoClients, demoPartners } from './demo-accounts';
import { planFirm } from './plan';
import { expectedCounts, sizes, type Action } from './plan-types';
import { Random } from './random';
import { StoryScheduler } from './scheduler';
import { addMonths, at, dayOf, DAY, expiryRunAfter, HOUR, isoDay } from './time';

const END = Date.UTC(2026, 2, 18, 16, 30);

/** A planned meeting's start, from its Berlin date and time. */
const startOf = (a: { date: string; time: string }) =>
  at(Date.parse(a.date) / DAY, Number(a.time.slice(0, 2)) * 60 + Number(a.time.slice(3)));

describe('Random (mulberry32)', () => {
  it('gives the same numbers for the same seed, other numbers for another', () => {
    const a = new Random(42);
    const b = new Random(42);
    const seq = Array.from({ length: 5 }, () => a.float());
    expect(Array.from({ length: 5 }, () => b.float())).toEqual(seq);
    expect(new Random(43).float()).not.toBe(seq[0]);
    expect(new Random(42).fork('x').float()).toBe(new Random(42).fork('x').float());
    expect(new Random(42).fork('x').float()).not.toBe(new Random(42).fork('y').float());
  });

  it('stays within its ranges', () => {
    const r = new Random(1);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
    expect(new Set(r.sample([1, 2, 3, 4], 4))).toEqual(new Set([1, 2, 3, 4]));
  });
});

describe('Berlin calendar', () => {
  it('maps wall times to instants across daylight saving time', () => {
    const winter = dayOf(Date.UTC(2026, 0, 15, 12));
    expect(new Date(at(winter, 10 * 60)).toISOString()).toBe('2026-01-15T09:00:00.000Z');
    const summer = dayOf(Date.UTC(2026, 6, 15, 12));
    expect(new Date(at(summer, 10 * 60)).toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(isoDay(summer)).toBe('2026-07-15');
    // 23:30 UTC on 31 March is already 1 April in Berlin.
    expect(isoDay(dayOf(Date.UTC(2026, 2, 31, 23, 30)))).toBe('2026-04-01');
  });

  it('adds months as the packages module does and knows when the daily expiry job sees a package', () => {
    expect(new Date(addMonths(Date.UTC(2026, 0, 31, 10), 1)).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    const expires = Date.UTC(2026, 4, 10, 12);
    expect(new Date(expiryRunAfter(expires)).toISOString()).toBe('2026-05-11T01:00:00.000Z');
  });
});

describe('planFirm', () => {
  const plan = planFirm({ size: 'demo', seed: 42, endAt: END });

  it('is deterministic: the same seed gives the same firm, another seed another', () => {
    expect(JSON.stringify(planFirm({ size: 'demo', seed: 42, endAt: END }))).toBe(JSON.stringify(plan));
    expect(expectedCounts(planFirm({ size: 'demo', seed: 43, endAt: END }))).not.toEqual(expectedCounts(plan));
  });

  it('has the size of demo and every package and meeting state', () => {
    const c = expectedCounts(plan);
    expect(c.partners).toBe(6);
    expect(c.clients).toBe(40);
    expect(c.leads).toBeGreaterThan(0);
    for (const n of Object.values(c.packages)) expect(n).toBeGreaterThan(0);
    for (const n of Object.values(c.meetings)) expect(n).toBeGreaterThan(0);
    const meetings = c.meetings.completed + c.meetings.cancelled + c.meetings.scheduled;
    // The size's count (the tuning keeps the closest of a few passes).
    expect(Math.abs(meetings - sizes.demo.meetings) / sizes.demo.meetings).toBeLessThan(0.1);
  });

  it('keeps the demo logins and gives each a moment of the journey', () => {
    expect(plan.coaches.slice(0, 3).map((c) => c.email)).toEqual(demoPartners.map((p) => p.email));
    const byEmail = new Map(plan.lanes.map((l) => [l.account.email, l]));
    const [julia, peter, lena] = demoClients.map((c) => byEmail.get(c.email)!);
    expect(julia!.outcome.packages).toEqual(['active']);
    expect(peter!.outcome.packages).toEqual(['active']);
    expect(lena!.outcome.packages).toEqual(['completed', 'active']);
  });

  it('gives every demo login a meeting in the coming week and the office an offer waiting and an unpaid package, whatever the day', () => {
    // A whole week (the weekend among it), the days around both turns of summer time, late at night.
    const days = [0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 220, 221, 222];
    for (const [day, end] of [
      ...days.map((d) => [d, END + d * DAY] as const),
      [3, END + 3 * DAY + 7 * HOUR] as const,
    ]) {
      const firm = planFirm({ size: 'demo', seed: 42, endAt: end });
      const lanes = firm.lanes;
      // The office's open work: an offer waiting, an accepted package unpaid (its invoice overdue).
      expect(expectedCounts(firm).packages.pending_acceptance, `day ${day}`).toBeGreaterThan(0);
      expect(expectedCounts(firm).packages.pending_activation, `day ${day}`).toBeGreaterThan(0);
      const ahead = (a: Action) => a.kind === 'plan' && startOf(a) > end && startOf(a) < end + 7 * DAY;
      for (const c of demoClients) {
        const lane = lanes.find((l) => l.account.email === c.email)!;
        expect(lane.actions.some(ahead), `${c.name} on day ${day}`).toBe(true);
      }
      const coaches = new Set(lanes.flatMap((l) => l.actions.filter(ahead).map((a) => (a as { coach: number }).coach)));
      for (const i of [0, 1, 2]) expect(coaches.has(i), `coach ${i} on day ${day}`).toBe(true);
    }
  });

  it('tells a story the API accepts: ordered steps before today, valid answers, unique e-mails', () => {
    const emails = new Set<string>();
    for (const lane of plan.lanes) {
      expect(emails.has(lane.account.email)).toBe(false);
      emails.add(lane.account.email);
      expect(answerPhonePattern.test(lane.account.phone)).toBe(true);
      const times = lane.actions.map((a) => a.at);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(END);
      const answers = lane.actions.find((a): a is Extract<Action, { kind: 'answers' }> => a.kind === 'answers');
      if (answers) expect(missingRequired(answers.answers)).toEqual([]);
      const finished = new Map<number, number>();
      const meetingPackage = new Map<number, number>();
      for (const a of lane.actions) {
        if (a.kind === 'finish') finished.set(a.pkg, a.at);
        if (a.kind === 'plan') {
          meetingPackage.set(a.meeting, a.pkg);
          expect(finished.has(a.pkg)).toBe(false);
          expect(startOf(a) - a.at).toBeGreaterThanOrEqual(2 * HOUR);
        }
        if (a.kind === 'complete' || a.kind === 'cancel')
          expect(finished.has(meetingPackage.get(a.meeting)!)).toBe(false);
      }
    }
  });

  it('lets clients book and move some meetings within the notices (issue 19)', () => {
    let [bookings, moved] = [0, 0];
    for (const { actions } of plan.lanes) {
      const booked = actions.filter((a): a is Extract<Action, { kind: 'plan' }> => a.kind === 'plan' && !!a.byClient);
      bookings += booked.length;
      for (const b of booked) expect(startOf(b) - b.at).toBeGreaterThan(2 * DAY);
      for (const m of actions.filter((a): a is Extract<Action, { kind: 'move' }> => a.kind === 'move')) {
        moved += 1;
        const b = booked.find((x) => x.meeting === m.meeting)!;
        expect(startOf(b) - m.at).toBeGreaterThan(48 * HOUR);
        expect(startOf(m) - m.at).toBeGreaterThan(24 * HOUR);
      }
    }
    expect(bookings).toBeGreaterThan(10);
    expect(moved).toBeGreaterThan(3);
  });

  it('never books a coach or a client twice at the same time (the portal refuses double booking)', () => {
    const held = new Map<string, [number, number][]>();
    for (const [lane, { actions }] of plan.lanes.entries()) {
      // A meeting the client moved (issue 19) holds both times: plans made before the move saw the first.
      const moves = actions.filter((a): a is Extract<Action, { kind: 'move' }> => a.kind === 'move');
      const times = actions.flatMap((a) =>
        a.kind === 'plan'
          ? [
              { ...a, ...(moves.find((m) => m.meeting === a.meeting) ?? {}) },
              ...(moves.some((m) => m.meeting === a.meeting) ? [a] : []),
            ]
          : [],
      );
      for (const a of times) {
        const start = startOf(a);
        const end = start + a.duration * 60_000;
        for (const who of [`coach ${a.coach}`, `client ${lane}`]) {
          const slots = held.get(who) ?? [];
          expect(
            slots.filter(([s, e]) => start < e && s < end),
            `${who} ${a.date} ${a.time}`,
          ).toEqual([]);
          held.set(who, [...slots, [start, end]]);
        }
      }
    }
    expect(held.size).toBeGreaterThan(10);
  });

  it('uses every wizard branch and package type', () => {
    const answers = plan.lanes.flatMap((l) =>
      l.actions.filter((a): a is Extract<Action, { kind: 'answers' }> => a.kind === 'answers'),
    );
    expect(new Set(answers.map((a) => a.answers.businessStatus))).toEqual(
      new Set(['idea', 'founding', 'young', 'established']),
    );
    expect(new Set(answers.map((a) => a.answers.focus).filter(Boolean))).toEqual(
      new Set(['leadership', 'growth', 'both']),
    );
    const chosen = plan.lanes.flatMap((l) =>
      l.actions.filter((a) => a.kind === 'choose').map((a) => (a as { selectedPackage: string }).selectedPackage),
    );
    expect(new Set(chosen)).toEqual(new Set(['starter', 'accelerator', 'leadership', 'custom']));
  });
});

describe('StoryScheduler', () => {
  it('lets steps through in the order of their moments, a barrier between them, at most n at once', async () => {
    const clock = new SeedClock(0);
    const sched = new StoryScheduler(clock, 2, 0);
    const log: string[] = [];
    let running = 0;
    let most = 0;
    sched.at(25, async () => {
      log.push(`barrier@${clock.now().getTime()}`);
    });
    const lane = (name: string, moments: number[]) => async (step: (m: number) => Promise<void>) => {
      for (const m of moments) {
        await step(m);
        running++;
        most = Math.max(most, running);
        log.push(`${name}@${m}`);
        await new Promise((r) => setTimeout(r, 2));
        running--;
      }
    };
    await sched.run([lane('a', [10, 30]), lane('b', [20, 40]), lane('c', [5, 50])]);
    expect(log).toEqual(['c@5', 'a@10', 'b@20', 'barrier@25', 'a@30', 'b@40', 'c@50']);
    expect(most).toBeLessThanOrEqual(2);
  });

  it('fails with the first error of a lane', async () => {
    const sched = new StoryScheduler(new SeedClock(0), 2, 0);
    await expect(
      sched.run([
        async (step) => {
          await step(1);
          throw new Error('kaputt');
        },
        async (step) => {
          await step(2);
        },
      ]),
    ).rejects.toThrow('kaputt');
  });
});
