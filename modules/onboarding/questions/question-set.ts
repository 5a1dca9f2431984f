// The questionnaire's question ids, option ids and labels, the answers they make up, and the
// questions in order with German wording, required flags and when each is shown.

export const questionIds = [
  'name',
  'email',
  'phone',
  'company',
  'businessStatus',
  'teamSize',
  'revenue',
  'focus',
  'leadsPeople',
  'leadershipBlockades',
  'challenges',
  'goals',
  'timeline',
  'commitment',
  'supportType',
  'notes',
] as const;
export type QuestionId = (typeof questionIds)[number];

export type QuestionType = 'text' | 'email' | 'phone' | 'single' | 'multi' | 'yesno' | 'longtext';

export interface QuestionOption<Id extends string = string> {
  id: Id;
  label: string;
}

const opts = <const T extends readonly QuestionOption[]>(list: T): T => list;

export const businessStatusOptions = opts([
  { id: 'idea', label: 'Idee – ich plane eine Gründung' },
  { id: 'founding', label: 'In Gründung' },
  { id: 'young', label: 'Junges Unternehmen (1–3 Jahre)' },
  { id: 'established', label: 'Etabliertes Unternehmen (3+ Jahre)' },
]);
export const teamSizeOptions = opts([
  { id: 'solo', label: 'Nur ich (solo)' },
  { id: 'small', label: '2–5 Personen' },
  { id: 'medium', label: '6–15 Personen' },
  { id: 'large', label: '16 oder mehr Personen' },
]);
export const revenueOptions = opts([
  { id: 'under_500k', label: 'Unter 500.000 €' },
  { id: '500k_2m', label: '500.000 € bis 2 Mio. €' },
  { id: '2m_10m', label: '2 Mio. € bis 10 Mio. €' },
  { id: 'over_10m', label: 'Über 10 Mio. €' },
]);
export const focusOptions = opts([
  { id: 'leadership', label: 'Führung – mein Team und meine Rolle als Führungskraft' },
  { id: 'growth', label: 'Wachstum – Umsatz, Kundschaft und Markt' },
  { id: 'both', label: 'Beides' },
]);
export const yesNoOptions = opts([
  { id: 'yes', label: 'Ja' },
  { id: 'no', label: 'Nein' },
]);
export const leadershipBlockadeOptions = opts([
  { id: 'delegation', label: 'Aufgaben abzugeben fällt mir schwer' },
  { id: 'conflicts', label: 'Konflikte im Team' },
  { id: 'structure', label: 'Unklare Strukturen und Zuständigkeiten' },
  { id: 'decisions', label: 'Entscheidungen bleiben an mir hängen' },
  { id: 'turnover', label: 'Mitarbeitende kündigen oder sind schwer zu finden' },
  { id: 'motivation', label: 'Wenig Eigenverantwortung und Motivation im Team' },
  { id: 'communication', label: 'Kommunikation und Feedback' },
]);
export const challengeOptions = opts([
  { id: 'strategy', label: 'Strategie und Ausrichtung' },
  { id: 'sales', label: 'Vertrieb und Kundengewinnung' },
  { id: 'marketing', label: 'Marketing und Sichtbarkeit' },
  { id: 'finance', label: 'Finanzen und Liquidität' },
  { id: 'legal', label: 'Recht und Verträge' },
  { id: 'team', label: 'Team und Personal' },
  { id: 'processes', label: 'Prozesse und Organisation' },
  { id: 'digital', label: 'Digitalisierung und KI' },
  { id: 'mindset', label: 'Mindset und persönliche Entwicklung' },
]);
export const timelineOptions = opts([
  { id: 'now', label: 'Sofort' },
  { id: '3_months', label: 'In den nächsten 3 Monaten' },
  { id: '6_months', label: 'In den nächsten 6 Monaten' },
  { id: 'later', label: 'Später' },
]);
export const commitmentOptions = opts([
  { id: 'all_in', label: 'Voll und ganz – ich will jetzt etwas verändern' },
  { id: 'interested', label: 'Interessiert – ich möchte die Möglichkeiten kennenlernen' },
  { id: 'exploring', label: 'Ich schaue mich erst einmal um' },
]);
export const supportTypeOptions = opts([
  { id: 'coaching', label: 'Coaching – ich möchte mich selbst weiterentwickeln' },
  { id: 'consulting', label: 'Beratung – ich möchte konkrete Lösungen für mein Unternehmen' },
  { id: 'both', label: 'Beides' },
]);

type Ids<T extends readonly QuestionOption[]> = T[number]['id'];
export type BusinessStatus = Ids<typeof businessStatusOptions>;
export type TeamSize = Ids<typeof teamSizeOptions>;
export type Revenue = Ids<typeof revenueOptions>;
export type Focus = Ids<typeof focusOptions>;
export type YesNo = Ids<typeof yesNoOptions>;
export type LeadershipBlockade = Ids<typeof leadershipBlockadeOptions>;
export type Challenge = Ids<typeof challengeOptions>;
export type Timeline = Ids<typeof timelineOptions>;
export type Commitment = Ids<typeof commitmentOptions>;
export type SupportType = Ids<typeof supportTypeOptions>;

/** The answers of one questionnaire; every question may still be unanswered while it is filled in. */
export interface Answers {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  businessStatus?: BusinessStatus;
  teamSize?: TeamSize;
  revenue?: Revenue;
  focus?: Focus;
  leadsPeople?: YesNo;
  leadershipBlockades?: LeadershipBlockade[];
  challenges?: Challenge[];
  goals?: string;
  timeline?: Timeline;
  commitment?: Commitment;
  supportType?: SupportType;
  notes?: string;
}

export interface Question {
  id: QuestionId;
  type: QuestionType;
  text: string;
  hint?: string;
  placeholder?: string;
  required: boolean;
  maxLength?: number;
  options?: readonly QuestionOption[];
  /** Shown only when this holds for the answers of the questions before it; always shown without. */
  visibleWhen?: (answers: Answers) => boolean;
}

export const maxLengths = { text: 200, email: 254, phone: 40, longtext: 4000 } as const;

export const questions: readonly Question[] = [
  {
    id: 'name',
    type: 'text',
    text: 'Wie heißen Sie?',
    placeholder: 'Vor- und Nachname',
    required: true,
    maxLength: maxLengths.text,
  },
  {
    id: 'email',
    type: 'email',
    text: 'Unter welcher E-Mail-Adresse erreichen wir Sie?',
    placeholder: 'name@unternehmen.de',
    required: true,
    maxLength: maxLengths.email,
  },
  {
    id: 'phone',
    type: 'phone',
    text: 'Unter welcher Telefonnummer erreichen wir Sie?',
    placeholder: '+49 30 1234567',
    required: true,
    maxLength: maxLengths.phone,
  },
  {
    id: 'company',
    type: 'text',
    text: 'Wie heißt Ihr Unternehmen oder Vorhaben?',
    required: true,
    maxLength: maxLengths.text,
  },
  {
    id: 'businessStatus',
    type: 'single',
    text: 'In welcher Phase befindet sich Ihr Unternehmen?',
    required: true,
    options: businessStatusOptions,
  },
  {
    id: 'teamSize',
    type: 'single',
    text: 'Wie groß ist Ihr Team?',
    required: false,
    options: teamSizeOptions,
    visibleWhen: (a) => a.businessStatus !== 'idea',
  },
  {
    id: 'revenue',
    type: 'single',
    text: 'Wie hoch ist Ihr Jahresumsatz?',
    required: false,
    options: revenueOptions,
    visibleWhen: (a) => a.businessStatus === 'young' || a.businessStatus === 'established',
  },
  {
    id: 'focus',
    type: 'single',
    text: 'Worauf möchten Sie sich als Nächstes konzentrieren?',
    required: false,
    options: focusOptions,
    visibleWhen: (a) => a.businessStatus === 'established',
  },
  {
    id: 'leadsPeople',
    type: 'yesno',
    text: 'Führen Sie selbst Mitarbeitende?',
    required: false,
    options: yesNoOptions,
    visibleWhen: (a) => a.focus === 'leadership' || a.focus === 'both',
  },
  {
    id: 'leadershipBlockades',
    type: 'multi',
    text: 'Was bremst Sie in der Führung derzeit am meisten?',
    hint: 'Mehrfachauswahl möglich',
    required: false,
    options: leadershipBlockadeOptions,
    visibleWhen: (a) => a.leadsPeople === 'yes',
  },
  {
    id: 'challenges',
    type: 'multi',
    text: 'Wo liegen Ihre größten Herausforderungen?',
    hint: 'Mehrfachauswahl möglich',
    required: false,
    options: challengeOptions,
  },
  {
    id: 'goals',
    type: 'longtext',
    text: 'Was möchten Sie in den nächsten zwölf Monaten erreichen?',
    placeholder: 'Beschreiben Sie Ihre wichtigsten Ziele',
    required: false,
    maxLength: maxLengths.longtext,
  },
  { id: 'timeline', type: 'single', text: 'Wann möchten Sie beginnen?', required: false, options: timelineOptions },
  {
    id: 'commitment',
    type: 'single',
    text: 'Wie sehr sind Sie bereit, in Ihre Entwicklung zu investieren?',
    required: false,
    options: commitmentOptions,
  },
  {
    id: 'supportType',
    type: 'single',
    text: 'Welche Art der Unterstützung wünschen Sie sich?',
    required: false,
    options: supportTypeOptions,
  },
  {
    id: 'notes',
    type: 'longtext',
    text: 'Möchten Sie uns noch etwas mitteilen?',
    hint: 'Optional',
    required: false,
    maxLength: maxLengths.longtext,
  },
];
