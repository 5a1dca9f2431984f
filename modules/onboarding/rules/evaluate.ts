import type { RecommendedPackage } from '../package-types';
import type { Answers } from '../questions';
import { coachingBrief, type CoachingBrief } from './coaching-brief';
import { leadScore } from './lead-score';
import { recommendPackage } from './recommendation';

/** What completion computes from the answers (spec 01 §4): recommendation, lead score, brief. */
export interface Evaluation {
  recommendedPackage: RecommendedPackage;
  leadScore: number;
  coachingBrief: CoachingBrief;
}

export function evaluate(answers: Answers): Evaluation {
  const recommendedPackage = recommendPackage(answers);
  return {
    recommendedPackage,
    leadScore: leadScore(answers),
    coachingBrief: coachingBrief(answers, recommendedPackage),
  };
}

/** Field by field (events come back from jsonb with their keys reordered). */
export function sameEvaluation(a: Evaluation | null, b: Evaluation | null): boolean {
  if (a === null || b === null) return a === b;
  const x = a.coachingBrief;
  const y = b.coachingBrief;
  const sameList = (p: string[], q: string[]) => p.length === q.length && p.every((v, i) => v === q[i]);
  return (
    a.recommendedPackage === b.recommendedPackage &&
    a.leadScore === b.leadScore &&
    sameList(x.strategicChallenges, y.strategicChallenges) &&
    sameList(x.conversationOpeners, y.conversationOpeners) &&
    x.developmentReadiness === y.developmentReadiness &&
    x.commitmentLevel === y.commitmentLevel &&
    x.entrepreneurType === y.entrepreneurType &&
    x.transformationGoals === y.transformationGoals &&
    x.coachingApproach === y.coachingApproach
  );
}
