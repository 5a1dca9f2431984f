import { describe, expect, it } from 'vitest';
import type { Answers, Challenge } from '../questions';
import { capAndRound, challengeBonus, leadScore } from './lead-score';

const challenges = (n: number): Challenge[] => (['strategy', 'sales', 'marketing', 'finance'] as const).slice(0, n);

describe('lead score (spec 01 §9, issue 4 tiers)', () => {
  // The lowest tiers (exploring, later): the floor of each bonus.
  const lowest: Answers = { commitment: 'exploring', timeline: 'later' };

  it('starts at 1 and adds the lowest tiers: 2.8 is the lowest score', () => {
    expect(leadScore(lowest)).toBe(2.8);
  });
  it('a skipped commitment or timeline counts as its lowest tier, never below it (issue 32)', () => {
    expect(leadScore({})).toBe(2.8);
    expect(leadScore({ commitment: 'all_in' })).toBe(leadScore({ ...lowest, commitment: 'all_in' }));
    expect(leadScore({ timeline: 'now' })).toBe(leadScore({ ...lowest, timeline: 'now' }));
    expect(leadScore({ challenges: challenges(3) })).toBe(3.8);
  });
  it('adds the commitment bonus: all_in 1.5, interested 1.2, exploring 1', () => {
    expect(leadScore({ ...lowest, commitment: 'all_in' })).toBe(3.3);
    expect(leadScore({ ...lowest, commitment: 'interested' })).toBe(3);
    expect(leadScore({ ...lowest, commitment: 'exploring' })).toBe(2.8);
  });
  it('adds the timeframe bonus: now 1.5, 3 months 1.2, 6 months or later 0.8', () => {
    expect(leadScore({ ...lowest, timeline: 'now' })).toBe(3.5);
    expect(leadScore({ ...lowest, timeline: '3_months' })).toBe(3.2);
    expect(leadScore({ ...lowest, timeline: '6_months' })).toBe(2.8);
    expect(leadScore({ ...lowest, timeline: 'later' })).toBe(2.8);
  });
  it('adds 1 for three or more challenges, 0.7 for two, nothing for one or none', () => {
    expect(challengeBonus(0)).toBe(0);
    expect(challengeBonus(1)).toBe(0);
    expect(challengeBonus(2)).toBe(0.7);
    expect(challengeBonus(3)).toBe(1);
    expect(challengeBonus(9)).toBe(1);
    expect(leadScore({ ...lowest, challenges: challenges(1) })).toBe(2.8);
    expect(leadScore({ ...lowest, challenges: challenges(2) })).toBe(3.5);
    expect(leadScore({ ...lowest, challenges: challenges(3) })).toBe(3.8);
    expect(leadScore({ ...lowest, challenges: challenges(4) })).toBe(3.8);
  });
  it('rounds to one decimal (the raw sums carry floating point noise)', () => {
    const a: Answers = { commitment: 'interested', timeline: '3_months', challenges: challenges(2) };
    expect(1 + 1.2 + 1.2 + 0.7).not.toBe(4.1);
    expect(leadScore(a)).toBe(4.1);
    expect(leadScore({ commitment: 'interested', timeline: '6_months', challenges: challenges(2) })).toBe(3.7);
    expect(capAndRound(3.75)).toBe(3.8);
    expect(capAndRound(3.749)).toBe(3.7);
  });
  it('the highest tiers reach exactly 5; anything above is capped at 5', () => {
    expect(leadScore({ commitment: 'all_in', timeline: 'now', challenges: challenges(4) })).toBe(5);
    expect(capAndRound(5.04)).toBe(5);
    expect(capAndRound(5.6)).toBe(5);
    expect(capAndRound(7)).toBe(5);
  });
});
