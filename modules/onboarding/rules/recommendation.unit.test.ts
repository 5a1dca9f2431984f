import { describe, expect, it } from 'vitest';
import { fallbackRecommendation, maturityPoints, recommendPackage } from './recommendation';

describe('recommendation (spec 01 §9)', () => {
  it('idea and founding -> starter, whatever else was answered', () => {
    expect(recommendPackage({ businessStatus: 'idea' })).toBe('starter');
    expect(recommendPackage({ businessStatus: 'founding', teamSize: 'large', revenue: 'over_10m' })).toBe('starter');
  });
  it('young -> accelerator', () => {
    expect(recommendPackage({ businessStatus: 'young', teamSize: 'solo', revenue: 'under_500k' })).toBe('accelerator');
  });
  it('established with focus leadership -> leadership', () => {
    expect(recommendPackage({ businessStatus: 'established', focus: 'leadership', leadsPeople: 'no' })).toBe(
      'leadership',
    );
  });
  it('established with focus growth -> accelerator', () => {
    expect(recommendPackage({ businessStatus: 'established', focus: 'growth' })).toBe('accelerator');
  });
  it('established with focus both -> leadership only when leading people with at least two blockades', () => {
    const both = { businessStatus: 'established', focus: 'both' } as const;
    expect(recommendPackage({ ...both, leadsPeople: 'yes', leadershipBlockades: ['delegation', 'conflicts'] })).toBe(
      'leadership',
    );
    expect(
      recommendPackage({ ...both, leadsPeople: 'yes', leadershipBlockades: ['delegation', 'conflicts', 'structure'] }),
    ).toBe('leadership');
    expect(recommendPackage({ ...both, leadsPeople: 'yes', leadershipBlockades: ['delegation'] })).toBe('accelerator');
    expect(recommendPackage({ ...both, leadsPeople: 'yes' })).toBe('accelerator');
    expect(recommendPackage({ ...both, leadsPeople: 'no', leadershipBlockades: ['delegation', 'conflicts'] })).toBe(
      'accelerator',
    );
    expect(recommendPackage(both)).toBe('accelerator');
  });
  it('established without a focus answer counts as growth (ours) -> accelerator', () => {
    expect(recommendPackage({ businessStatus: 'established', teamSize: 'large' })).toBe('accelerator');
  });
  it('without a business status the fallback scoring decides', () => {
    expect(recommendPackage({})).toBe('starter');
    expect(recommendPackage({ teamSize: 'medium', revenue: '500k_2m', focus: 'leadership' })).toBe('leadership');
    expect(recommendPackage({ teamSize: 'small', revenue: '500k_2m' })).toBe('accelerator');
  });
});

describe('fallback scoring (ours, when businessStatus is missing)', () => {
  it('maturity adds team points (0-3) and revenue points (0-3); unanswered counts 0', () => {
    expect(maturityPoints({})).toBe(0);
    expect(maturityPoints({ teamSize: 'solo', revenue: 'under_500k' })).toBe(0);
    expect(maturityPoints({ teamSize: 'small' })).toBe(1);
    expect(maturityPoints({ teamSize: 'medium', revenue: '500k_2m' })).toBe(3);
    expect(maturityPoints({ teamSize: 'large', revenue: 'over_10m' })).toBe(6);
    expect(maturityPoints({ revenue: '2m_10m' })).toBe(2);
  });
  it('maturity below 2 -> starter, even with a leadership need', () => {
    expect(fallbackRecommendation({ teamSize: 'small', focus: 'leadership' })).toBe('starter');
    expect(fallbackRecommendation({ teamSize: 'solo' })).toBe('starter');
  });
  it('maturity 2 or more without a leadership need -> accelerator', () => {
    expect(fallbackRecommendation({ teamSize: 'medium' })).toBe('accelerator');
    expect(fallbackRecommendation({ teamSize: 'large', revenue: 'over_10m', focus: 'growth' })).toBe('accelerator');
  });
  it('maturity 2 with a leadership need is still accelerator; 3 or more -> leadership', () => {
    expect(fallbackRecommendation({ teamSize: 'medium', focus: 'leadership' })).toBe('accelerator');
    expect(fallbackRecommendation({ teamSize: 'large', focus: 'leadership' })).toBe('leadership');
  });
  it('leading people with at least two blockades is a leadership need; one blockade is not', () => {
    const big = { teamSize: 'large', revenue: '2m_10m' } as const;
    expect(fallbackRecommendation({ ...big, leadsPeople: 'yes', leadershipBlockades: ['turnover', 'decisions'] })).toBe(
      'leadership',
    );
    expect(fallbackRecommendation({ ...big, leadsPeople: 'yes', leadershipBlockades: ['turnover'] })).toBe(
      'accelerator',
    );
    expect(fallbackRecommendation({ ...big, focus: 'both' })).toBe('accelerator');
  });
});
