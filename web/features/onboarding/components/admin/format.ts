import { packageTypeTitle, type PackageType } from '../../../../../modules/onboarding/contract/package-titles';
import { formatDecimal } from '../../../../../lib/german/format';

/** A lead score as the firm reads it: '4,2' (one decimal, German), '–' when not scored yet. */
export function formatLeadScore(score: number | null): string {
  return score === null ? '–' : formatDecimal(score, 1);
}

/**
 * high from 4, medium from 3.4: how warm a lead is, for the colour of its score. A scored lead
 * has at least 2.8 (the lowest tiers, onboarding's lead-score.ts), so low is 2.8 to 3.3.
 */
export function scoreTone(score: number | null): 'high' | 'medium' | 'low' {
  if (score === null) return 'low';
  if (score >= 4) return 'high';
  return score >= 3.4 ? 'medium' : 'low';
}

export const packageTitle = (id: PackageType | null): string => packageTypeTitle(id);
