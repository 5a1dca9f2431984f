import { unreachable } from '../../../lib/unreachable';
import type { RecommendedPackage } from '../package-types';
import type { Answers, Revenue, TeamSize } from '../questions';

/**
 * Spec 01 §9: idea or founding -> starter; young -> accelerator; established: focus leadership ->
 * leadership, growth -> accelerator, both -> leadership when the person leads people and names at
 * least two leadership blockades, else accelerator. Ours: established without a focus answer counts
 * as growth (the focus question is optional). Without a business status (old data) the fallback
 * scoring below decides.
 */
export function recommendPackage(answers: Answers): RecommendedPackage {
  switch (answers.businessStatus) {
    case 'idea':
    case 'founding':
      return 'starter';
    case 'young':
      return 'accelerator';
    case 'established':
      if (answers.focus === 'leadership') return 'leadership';
      if (answers.focus === 'both') return leadsWithBlockades(answers) ? 'leadership' : 'accelerator';
      return 'accelerator';
    case undefined:
      return fallbackRecommendation(answers);
    default:
      return unreachable(answers.businessStatus);
  }
}

function leadsWithBlockades(answers: Answers): boolean {
  return answers.leadsPeople === 'yes' && (answers.leadershipBlockades?.length ?? 0) >= 2;
}

const teamSizePoints: Record<TeamSize, number> = { solo: 0, small: 1, medium: 2, large: 3 };
const revenuePoints: Record<Revenue, number> = { under_500k: 0, '500k_2m': 1, '2m_10m': 2, over_10m: 3 };

/** Size of the business from team and revenue, 0-6; unanswered counts 0. */
export function maturityPoints(answers: Answers): number {
  return (
    (answers.teamSize ? teamSizePoints[answers.teamSize] : 0) + (answers.revenue ? revenuePoints[answers.revenue] : 0)
  );
}

/**
 * Our fallback when the business status is missing (answers from before the question existed):
 * maturity = team points (solo 0, 2-5 1, 6-15 2, 16+ 3) + revenue points (<500k 0, 500k-2m 1,
 * 2m-10m 2, >10m 3). Maturity of 3 or more with a leadership need (focus leadership, or leading
 * people with at least two blockades) -> leadership; maturity of 2 or more -> accelerator;
 * anything smaller (including no answers at all) -> starter.
 */
export function fallbackRecommendation(answers: Answers): RecommendedPackage {
  const maturity = maturityPoints(answers);
  const leadershipNeed = answers.focus === 'leadership' || leadsWithBlockades(answers);
  if (maturity >= 3 && leadershipNeed) return 'leadership';
  if (maturity >= 2) return 'accelerator';
  return 'starter';
}
