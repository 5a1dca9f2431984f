import { describe, expect, it } from 'vitest';
import { baseRateOn, halfYearOf } from './base-rate';
import { defaultClaim, defaultFrom, type ClaimFacts } from './claims';

// § 286 (when default begins) and § 288 BGB (fee and interest) as claims.ts computes them.

const facts = (o: Partial<ClaimFacts> = {}): ClaimFacts => ({
  business: true,
  dueOn: '2026-03-26',
  grossCents: 119_000,
  payments: [],
  firstDunnedOn: null,
  today: '2026-05-10',
  ...o,
});

describe('the Basiszinssatz table', () => {
  it('answers the rate of the half-year a day falls in, and null for a half-year it lacks', () => {
    expect(halfYearOf('2026-06-30')).toBe('2026-01-01');
    expect(halfYearOf('2026-07-01')).toBe('2026-07-01');
    expect(baseRateOn('2024-03-01')).toBe(3.62);
    expect(baseRateOn('2025-08-01')).toBe(1.27);
    expect(baseRateOn('2026-07-01')).toBeNull();
  });
});

describe('default (Verzug)', () => {
  it('begins the day after the first reminder', () => {
    expect(defaultFrom(facts({ business: false, firstDunnedOn: '2026-04-02' }))).toBe('2026-04-03');
  });
  it('for a business client at the latest on the 31st day after the due date, without reminder (§ 286 Abs. 3)', () => {
    expect(defaultFrom(facts())).toBe('2026-04-26');
    expect(defaultFrom(facts({ firstDunnedOn: '2026-05-01' }))).toBe('2026-04-26');
  });
  it('a consumer without reminder is not in default', () => {
    expect(defaultFrom(facts({ business: false }))).toBeNull();
    expect(defaultClaim(facts({ business: false }))).toEqual({
      feeCents: 0,
      interestCents: 0,
      interestPoints: 5,
      defaultFrom: null,
      interestNote: null,
    });
  });
});

describe('fee and interest', () => {
  it('a payment during default lowers the interest from its booking day', () => {
    // 04-26..05-10: 15 days. Open 119000 for 04-26..05-04 (9 days), 19000 from 05-05 (6 days), 10,27 %.
    const claim = defaultClaim(facts({ payments: [{ amountCents: 100_000, bookedOn: '2026-05-05' }] }));
    const expected = Math.round((119_000 * 0.1027 * 9) / 365 + (19_000 * 0.1027 * 6) / 365);
    expect(claim).toMatchObject({
      feeCents: 4_000,
      interestCents: expected,
      interestPoints: 9,
      defaultFrom: '2026-04-26',
    });
  });
  it('across a change of the Basiszinssatz, each day at its own rate', () => {
    // 2025-06-29..2025-07-02: 2 days at 2,27 + 9, 2 days at 1,27 + 9.
    const claim = defaultClaim(
      facts({ dueOn: '2025-05-29', firstDunnedOn: '2025-06-28', today: '2025-07-02', business: false }),
    );
    const expected = Math.round((119_000 * (2.27 + 5) * 2) / 100 / 365 + (119_000 * (1.27 + 5) * 2) / 100 / 365);
    expect(claim.interestCents).toBe(expected);
  });
  it('refuses to guess a half-year the table lacks, naming it', () => {
    const claim = defaultClaim(facts({ today: '2026-07-05' }));
    expect(claim.interestCents).toBeNull();
    expect(claim.interestNote).toBe(
      'Der Basiszinssatz für das 2. Halbjahr 2026 ist nicht hinterlegt; die Verzugszinsen werden nicht berechnet.',
    );
    expect(claim.feeCents).toBe(4_000);
  });
});
