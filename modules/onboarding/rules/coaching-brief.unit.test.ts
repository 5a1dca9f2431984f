import { describe, expect, it } from 'vitest';
import type { Answers } from '../questions';
import { coachingBrief, developmentReadiness, transformationGoals } from './coaching-brief';
import { evaluate, sameEvaluation } from './evaluate';

const full: Answers = {
  businessStatus: 'established',
  teamSize: 'medium',
  focus: 'both',
  leadsPeople: 'yes',
  leadershipBlockades: ['turnover', 'delegation'],
  challenges: ['team', 'sales', 'digital', 'strategy'],
  goals: 'Mehr Zeit für Strategie, weniger operatives Klein-Klein.',
  timeline: 'now',
  commitment: 'all_in',
  supportType: 'both',
};

describe('coaching brief', () => {
  it('is derived from the answers alone: the same answers, the same brief, whatever the click order', () => {
    const reordered = {
      ...full,
      challenges: [...full.challenges!].reverse(),
      leadershipBlockades: [...full.leadershipBlockades!].reverse(),
    };
    expect(coachingBrief(reordered, 'leadership')).toEqual(coachingBrief(full, 'leadership'));
  });
  it('names at most three strategic challenges, in the order the question lists them, then leadership blockades', () => {
    expect(coachingBrief(full, 'leadership').strategicChallenges).toEqual([
      'Strategie und Ausrichtung',
      'Vertrieb und Kundengewinnung',
      'Team und Personal',
    ]);
    expect(coachingBrief({ ...full, challenges: ['finance'] }, 'leadership').strategicChallenges).toEqual([
      'Finanzen und Liquidität',
      'Führung: Aufgaben abzugeben fällt mir schwer',
      'Führung: Mitarbeitende kündigen oder sind schwer zu finden',
    ]);
    expect(coachingBrief({}, 'starter').strategicChallenges).toEqual([]);
  });
  it('offers at most two conversation openers: from the first challenge, then the first blockade', () => {
    const b = coachingBrief(full, 'leadership');
    expect(b.conversationOpeners).toEqual([
      'Wohin soll sich Ihr Unternehmen in den nächsten drei Jahren entwickeln?',
      'Welche Aufgabe würden Sie am liebsten sofort abgeben?',
    ]);
    expect(coachingBrief({}, 'starter').conversationOpeners).toEqual([
      'Was hat Sie bewogen, sich gerade jetzt Unterstützung zu holen?',
    ]);
    expect(coachingBrief({ goals: 'Wachsen' }, 'starter').conversationOpeners).toHaveLength(2);
  });
  it('describes type, commitment and approach in German', () => {
    const b = coachingBrief(full, 'leadership');
    expect(b.entrepreneurType).toBe(
      'Etabliertes Unternehmen (3+ Jahre), Team: 6–15 Personen, Fokus auf Führung und Wachstum, führt selbst Mitarbeitende',
    );
    expect(b.commitmentLevel).toBe('Voll entschlossen, jetzt etwas zu verändern');
    expect(b.coachingApproach).toBe('Kombination aus Coaching und Beratung; empfohlen ist das Paket „Leadership“.');
    expect(b.transformationGoals).toBe('Mehr Zeit für Strategie, weniger operatives Klein-Klein.');
  });
  it('readiness: high for all in and a start within three months, low for exploring or later, else medium', () => {
    expect(developmentReadiness({ commitment: 'all_in', timeline: '3_months' })).toMatch(/^Hoch/);
    expect(developmentReadiness({ commitment: 'all_in', timeline: 'later' })).toMatch(/^Niedrig/);
    expect(developmentReadiness({ commitment: 'exploring', timeline: 'now' })).toMatch(/^Niedrig/);
    expect(developmentReadiness({})).toMatch(/^Niedrig/);
    expect(developmentReadiness({ commitment: 'interested', timeline: 'now' })).toMatch(/^Mittel/);
    expect(developmentReadiness({ commitment: 'all_in', timeline: '6_months' })).toMatch(/^Mittel/);
  });
  it('shortens long goals to 500 characters and says so when none were given', () => {
    expect(transformationGoals({ goals: 'x'.repeat(800) })).toHaveLength(500);
    expect(transformationGoals({ goals: 'x'.repeat(800) }).endsWith('…')).toBe(true);
    expect(transformationGoals({ goals: '   ' })).toBe('Keine Ziele angegeben.');
  });
});

describe('evaluation', () => {
  it('compares field by field, so a brief read back from jsonb with reordered keys is the same', () => {
    const e = evaluate(full);
    const reordered = JSON.parse(
      JSON.stringify({
        coachingBrief: { ...e.coachingBrief },
        leadScore: e.leadScore,
        recommendedPackage: e.recommendedPackage,
      }),
    );
    expect(sameEvaluation(e, reordered)).toBe(true);
    expect(sameEvaluation(e, { ...e, leadScore: 1 })).toBe(false);
    expect(sameEvaluation(e, null)).toBe(false);
    expect(sameEvaluation(null, null)).toBe(true);
  });
});
