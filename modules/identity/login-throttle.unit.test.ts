import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

const limits = { freeFailures: 3, firstDelayMs: 30_000, maxDelayMs: 120_000 };

describe('login throttle', () => {
  it('lets the first failures through, then each further one waits twice as long, up to the cap', () => {
    const t = new LoginThrottle(limits);
    let now = 0;
    for (let i = 0; i < 3; i++) {
      expect(t.waitMs('a', now)).toBe(0);
      t.failed('a', now);
    }
    expect(t.waitMs('a', now)).toBe(30_000);
    now += 30_000;
    expect(t.waitMs('a', now)).toBe(0);
    t.failed('a', now);
    expect(t.waitMs('a', now)).toBe(60_000);
    now += 60_000;
    t.failed('a', now);
    expect(t.waitMs('a', now)).toBe(120_000);
    now += 120_000;
    t.failed('a', now);
    expect(t.waitMs('a', now)).toBe(120_000);
  });

  it('keys are apart (another address of the same account is not held up), and a success clears the count', () => {
    const t = new LoginThrottle(limits);
    for (let i = 0; i < 5; i++) t.failed('konto|1.2.3.4', 0);
    expect(t.waitMs('konto|1.2.3.4', 0)).toBeGreaterThan(0);
    expect(t.waitMs('konto|5.6.7.8', 0)).toBe(0);
    t.succeeded('konto|1.2.3.4');
    expect(t.waitMs('konto|1.2.3.4', 0)).toBe(0);
  });

  it('forgets a count left unused for a day', () => {
    const t = new LoginThrottle(limits, 24 * 3600_000);
    for (let i = 0; i < 5; i++) t.failed('a', 0);
    expect(t.waitMs('a', 24 * 3600_000)).toBe(0);
  });
});
