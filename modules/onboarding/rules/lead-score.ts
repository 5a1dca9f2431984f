import type { Answers, Commitment, Timeline } from '../questions';

const LEAD_SCORE_BASE = 1;
const LEAD_SCORE_MAX = 5;

const commitmentBonus: Record<Commitment, number> = { all_in: 1.5, interested: 1.2, exploring: 1 };
const timelineBonus: Record<Timeline, number> = { now: 1.5, '3_months': 1.2, '6_months': 0.8, later: 0.8 };

/** +1 for three or more challenges, +0.7 for two, nothing for fewer. */
export function challengeBonus(count: number): number {
  if (count >= 3) return 1;
  if (count === 2) return 0.7;
  return 0;
}

/** Capped at 5 and rounded to one decimal (so 4.1000000000000005 reads 4.1). */
export function capAndRound(raw: number): number {
  return Math.round(Math.min(raw, LEAD_SCORE_MAX) * 10) / 10;
}

/**
 * Spec 01 §9 with issue 4's tiers: 1 + commitment (all_in 1.5, interested 1.2, exploring 1) +
 * timeline (now 1.5, 3 months 1.2, 6 months or later 0.8) + challenges (>= 3: 1, 2: 0.7). Both
 * questions are optional; a skipped one counts as its lowest tier (exploring 1, later 0.8), since
 * the spec's bonuses have no tier below those: skipping must not score lower than the least keen
 * answer (issue 32). The lowest score is therefore 2.8.
 */
export function leadScore(answers: Answers): number {
  const raw =
    LEAD_SCORE_BASE +
    commitmentBonus[answers.commitment ?? 'exploring'] +
    timelineBonus[answers.timeline ?? 'later'] +
    challengeBonus(answers.challenges?.length ?? 0);
  return capAndRound(raw);
}
