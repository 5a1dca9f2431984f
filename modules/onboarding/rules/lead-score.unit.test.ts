import { describe, expect, it } from 'vitest';
import type { Answers, Challenge } from '../questions';
import { capAndRound, challengeBonus, leadScore } from './lead-score';

const challenges = (n: number): Challenge[] => (['strategy', 'sales', 'marketing', 'finance'] as const).slice(0, n);

describe('lead score (spec 01 §9, issue 4 tiers)', () => {
  it('starts at 1 with nothing answered', () => {
    expect(leadScore({})).toBe(1);
  });
  it('adds the commitment bonus: all_in 1.5, interested 1.2, exploring 1', () => {
    expect(leadScore({ commitment: 'all_in' })).toBe(2.5);
    expect(leadScore({ commitment: 'interested' })).toBe(2.2);
    expect(leadScore({ commitment: 'exploring' })).toBe(2);
  });
  it('adds the timeframe bonus: now 1.5, 3 months 1.2, 6 months or later 0.8', () => {
    expect(leadScore({ timeline: 'now' })).toBe(2.5);
    expect(leadScore({ timeline: '3_months' })).toBe(2.2);
    expect(leadScore({ timeline: '6_months' })).toBe(1.8);
    expect(leadScore({ timeline: 'later' })).toBe(1.8);
  });
  it('adds 1 for three or more challenges, 0.7 for two, nothing for one or none', () => {
    expect(challengeBonus(0)).toBe(0);
    expect(challengeBonus(1)).toBe(0);
    expect(challengeBonus(2)).toBe(0.7);
    expect(challengeBonus(3)).toBe(1);
    expect(challengeBonus(9)).toBe(1);
    expect(leadScore({ challenges: challenges(1) })).toBe(1);
    expect(leadScore({ challenges: challenges(2) })).toBe(1.7);
    expect(leadScore({ challenges: challenges(3) })).toBe(2);
    expect(leadScore({ challenges: challenges(4) })).toBe(2);
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
