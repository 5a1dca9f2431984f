import { packageTypeInfo, type RecommendedPackage } from '../package-types';
import {
  challengeOptions,
  leadershipBlockadeOptions,
  optionLabel,
  type Answers,
  type Challenge,
  type LeadershipBlockade,
} from '../questions';

/** What the coach reads before the free first conversation (spec 01 §3). */
export interface CoachingBrief {
  strategicChallenges: string[];
  developmentReadiness: string;
  commitmentLevel: string;
  entrepreneurType: string;
  transformationGoals: string;
  coachingApproach: string;
  conversationOpeners: string[];
}

const MAX_STRATEGIC_CHALLENGES = 3;
const MAX_CONVERSATION_OPENERS = 2;
const MAX_GOALS_IN_BRIEF = 500;

const challengeOpeners: Record<Challenge, string> = {
  strategy: 'Wohin soll sich Ihr Unternehmen in den nächsten drei Jahren entwickeln?',
  sales: 'Wie gewinnen Sie heute neue Kundinnen und Kunden, und wo hakt es dabei?',
  marketing: 'Wie werden Menschen heute auf Ihr Angebot aufmerksam?',
  finance: 'Welche Zahl in Ihrem Unternehmen bereitet Ihnen derzeit die meisten Sorgen?',
  legal: 'Welche rechtliche Frage beschäftigt Sie gerade am meisten?',
  team: 'Was müsste sich in Ihrem Team ändern, damit Sie spürbar entlastet sind?',
  processes: 'Welcher Ablauf in Ihrem Unternehmen kostet Sie die meiste Zeit?',
  digital: 'Wo könnten Digitalisierung oder KI Ihnen heute schon Arbeit abnehmen?',
  mindset: 'Was hält Sie persönlich im Moment am meisten zurück?',
};

const blockadeOpeners: Record<LeadershipBlockade, string> = {
  delegation: 'Welche Aufgabe würden Sie am liebsten sofort abgeben?',
  conflicts: 'Welcher Konflikt im Team kostet Sie gerade die meiste Energie?',
  structure: 'Wer entscheidet heute was in Ihrem Unternehmen?',
  decisions: 'Welche Entscheidungen landen bei Ihnen, obwohl andere sie treffen könnten?',
  turnover: 'Was sagen Mitarbeitende, wenn sie Ihr Unternehmen verlassen?',
  motivation: 'Wann haben Sie Ihr Team zuletzt richtig begeistert erlebt?',
  communication: 'Wie erfahren Sie, was in Ihrem Team wirklich los ist?',
};

const goalOpener = 'Woran würden Sie in zwölf Monaten merken, dass sich die Zusammenarbeit gelohnt hat?';
const defaultOpener = 'Was hat Sie bewogen, sich gerade jetzt Unterstützung zu holen?';

/** Selected options in the order the question lists them, so the brief does not depend on click order. */
function inOptionOrder<T extends string>(all: readonly { id: string }[], selected: readonly T[] | undefined): T[] {
  const set = new Set(selected ?? []);
  return all.map((o) => o.id as T).filter((id) => set.has(id));
}

export function developmentReadiness(a: Answers): string {
  const soon = a.timeline === 'now' || a.timeline === '3_months';
  if (a.commitment === 'all_in' && soon)
    return 'Hoch – volle Bereitschaft und ein Start innerhalb der nächsten drei Monate.';
  if (a.commitment === 'exploring' || a.timeline === 'later' || (!a.commitment && !a.timeline)) {
    return 'Niedrig – eher orientierend, ein Start ist noch nicht absehbar.';
  }
  return 'Mittel – Interesse ist da, Zeitpunkt oder Einsatz sind noch offen.';
}

function commitmentLevel(a: Answers): string {
  switch (a.commitment) {
    case 'all_in':
      return 'Voll entschlossen, jetzt etwas zu verändern';
    case 'interested':
      return 'Interessiert, möchte die Möglichkeiten kennenlernen';
    case 'exploring':
      return 'In der Orientierung';
    default:
      return 'Keine Angabe';
  }
}

function entrepreneurType(a: Answers): string {
  const phase =
    a.businessStatus === 'idea'
      ? 'Vorgründung: Geschäftsidee in Entwicklung'
      : a.businessStatus === 'founding'
        ? 'Gründungsphase: Unternehmen im Aufbau'
        : a.businessStatus === 'young'
          ? 'Junges Unternehmen (1–3 Jahre)'
          : a.businessStatus === 'established'
            ? 'Etabliertes Unternehmen (3+ Jahre)'
            : 'Unternehmensphase unbekannt';
  const parts = [phase];
  if (a.teamSize) parts.push(`Team: ${optionLabel('teamSize', a.teamSize)}`);
  if (a.focus === 'leadership') parts.push('Fokus auf Führung');
  if (a.focus === 'growth') parts.push('Fokus auf Wachstum');
  if (a.focus === 'both') parts.push('Fokus auf Führung und Wachstum');
  if (a.leadsPeople === 'yes') parts.push('führt selbst Mitarbeitende');
  return parts.join(', ');
}

export function transformationGoals(a: Answers): string {
  const goals = (a.goals ?? '').trim().replace(/\s+/g, ' ');
  if (!goals) return 'Keine Ziele angegeben.';
  return goals.length > MAX_GOALS_IN_BRIEF ? `${goals.slice(0, MAX_GOALS_IN_BRIEF - 1)}…` : goals;
}

function coachingApproach(a: Answers, recommended: RecommendedPackage): string {
  const support =
    a.supportType === 'coaching'
      ? 'Coaching: Reflexion und persönliche Entwicklung stehen im Vordergrund'
      : a.supportType === 'consulting'
        ? 'Beratung: konkrete Lösungen und ihre Umsetzung stehen im Vordergrund'
        : 'Kombination aus Coaching und Beratung';
  return `${support}; empfohlen ist das Paket „${packageTypeInfo[recommended].title}“.`;
}

/**
 * Deterministic: the same answers always give the same brief. Challenges in the question's order
 * (then leadership blockades) make the strategic challenges; openers come from the first
 * challenge, the first blockade, the goals, in that order.
 */
export function coachingBrief(a: Answers, recommended: RecommendedPackage): CoachingBrief {
  const challenges = inOptionOrder<Challenge>(challengeOptions, a.challenges);
  const blockades = inOptionOrder<LeadershipBlockade>(leadershipBlockadeOptions, a.leadershipBlockades);
  const strategicChallenges = [
    ...challenges.map((c) => optionLabel('challenges', c)),
    ...blockades.map((b) => `Führung: ${optionLabel('leadershipBlockades', b)}`),
  ].slice(0, MAX_STRATEGIC_CHALLENGES);
  const openers = [
    challenges[0] ? challengeOpeners[challenges[0]] : null,
    blockades[0] ? blockadeOpeners[blockades[0]] : null,
    a.goals?.trim() ? goalOpener : null,
    defaultOpener,
  ].filter((o): o is string => o !== null);
  return {
    strategicChallenges,
    developmentReadiness: developmentReadiness(a),
    commitmentLevel: commitmentLevel(a),
    entrepreneurType: entrepreneurType(a),
    transformationGoals: transformationGoals(a),
    coachingApproach: coachingApproach(a, recommended),
    conversationOpeners: openers.slice(0, MAX_CONVERSATION_OPENERS),
  };
}
