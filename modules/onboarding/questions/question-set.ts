import {
  businessStatusOptions,
  challengeOptions,
  commitmentOptions,
  focusOptions,
  leadershipBlockadeOptions,
  revenueOptions,
  supportTypeOptions,
  teamSizeOptions,
  timelineOptions,
  yesNoOptions,
  type Answers,
  type QuestionId,
  type QuestionOption,
  type QuestionType,
} from './answers';

// The questions in order, with German wording, required flags and when each is shown.

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
