import type { Answers, Challenge, LeadershipBlockade, PackageType } from '../../modules/onboarding/contract';
import { challengeOptions, leadershipBlockadeOptions, recommendPackage } from '../../modules/onboarding/contract';
import { goalsTexts, notesTexts } from './german-texts';
import type { Random } from './random';

// A visitor's answers to the questionnaire: every branch of the wizard (business status, focus,
// leading people, blockades) in realistic proportions.

// In the wizard's order, so the same seed picks the same answers.
const challenges: Challenge[] = challengeOptions.map((o) => o.id);
const blockades: LeadershipBlockade[] = leadershipBlockadeOptions.map((o) => o.id);

export function answersFor(
  r: Random,
  contact: Required<Pick<Answers, 'name' | 'email' | 'phone' | 'company'>>,
): Answers {
  const a: Answers = { ...contact };
  const status = r.weighted([
    ['idea', 1],
    ['founding', 2],
    ['young', 3.5],
    ['established', 4],
  ] as const);
  a.businessStatus = status;
  if (status !== 'idea') {
    a.teamSize =
      status === 'founding'
        ? r.pick(['solo', 'solo', 'small'] as const)
        : status === 'young'
          ? r.pick(['small', 'small', 'medium'] as const)
          : r.pick(['small', 'medium', 'medium', 'large'] as const);
  }
  if (status === 'young') a.revenue = r.pick(['under_500k', 'under_500k', '500k_2m'] as const);
  if (status === 'established') {
    a.revenue = r.pick(['500k_2m', '2m_10m', '2m_10m', 'over_10m'] as const);
    a.focus = r.weighted([
      ['leadership', 3.5],
      ['growth', 4],
      ['both', 2.5],
    ] as const);
    if (a.focus !== 'growth') {
      a.leadsPeople = r.chance(0.85) ? 'yes' : 'no';
      if (a.leadsPeople === 'yes') a.leadershipBlockades = r.sample(blockades, r.int(1, 3));
    }
  }
  a.challenges = r.sample(challenges, r.int(1, 4));
  if (r.chance(0.8)) a.goals = r.pick(goalsTexts);
  a.timeline = r.weighted([
    ['now', 3],
    ['3_months', 4],
    ['6_months', 2],
    ['later', 1],
  ] as const);
  a.commitment = r.weighted([
    ['all_in', 4],
    ['interested', 4],
    ['exploring', 2],
  ] as const);
  a.supportType = r.pick(['coaching', 'consulting', 'both'] as const);
  if (r.chance(0.25)) a.notes = r.pick(notesTexts);
  return a;
}

/** Step 2: mostly the recommendation, sometimes another package or 'Individuelles Paket zusammenstellen'. */
export function chosenPackage(r: Random, answers: Answers): PackageType {
  const recommended = recommendPackage(answers);
  const mode = r.weighted([
    ['recommended', 65],
    ['other', 20],
    ['custom', 15],
  ] as const);
  if (mode === 'recommended') return recommended;
  if (mode === 'custom') return 'custom';
  return r.pick((['starter', 'accelerator', 'leadership'] as const).filter((t) => t !== recommended));
}

/** The specialties a visitor's answers ask for, most relevant first. */
export function wantedSpecialties(answers: Answers, kind: PackageType): string[] {
  const byChallenge: Record<Challenge, string> = {
    strategy: 'Strategie',
    sales: 'Vertrieb',
    marketing: 'Marketing',
    finance: 'Finanzen',
    legal: 'Recht',
    team: 'Management',
    processes: 'Wachstum',
    digital: 'KI',
    mindset: 'Mindset',
  };
  const first = kind === 'leadership' ? ['Management'] : kind === 'starter' ? ['Gründung'] : [];
  if (answers.focus === 'growth') first.push('Wachstum');
  return [...new Set([...first, ...(answers.challenges ?? []).map((c) => byChallenge[c])])];
}
