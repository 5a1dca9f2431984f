import { describe, expect, it } from 'vitest';
import {
  answerLabelOf,
  isVisible,
  answerFormatProblem,
  missingRequired,
  questions,
  visibleAnswers,
  visibleQuestions,
  type Answers,
} from './questions';

const ids = (a: Answers) => visibleQuestions(a).map((q) => q.id);

describe('the question set', () => {
  it('has the sixteen questions of issue 4 in order; the first four and businessStatus are required', () => {
    expect(questions.map((q) => q.id).join(' ')).toBe(
      'name email phone company businessStatus teamSize revenue focus leadsPeople leadershipBlockades ' +
        'challenges goals timeline commitment supportType notes',
    );
    expect(questions.filter((q) => q.required).map((q) => q.id)).toEqual([
      'name',
      'email',
      'phone',
      'company',
      'businessStatus',
    ]);
    expect(questions.find((q) => q.id === 'leadershipBlockades')!.options!.length).toBeGreaterThanOrEqual(5);
    expect(questions.find((q) => q.id === 'challenges')!.options!.map((o) => o.id)).toEqual([
      'strategy',
      'sales',
      'marketing',
      'finance',
      'legal',
      'team',
      'processes',
      'digital',
      'mindset',
    ]);
  });
});

describe('visibility', () => {
  it('teamSize: shown for every business status but idea', () => {
    expect(isVisible('teamSize', { businessStatus: 'idea' })).toBe(false);
    for (const s of ['founding', 'young', 'established'] as const)
      expect(isVisible('teamSize', { businessStatus: s })).toBe(true);
  });
  it('revenue: shown for young and established only', () => {
    expect(isVisible('revenue', { businessStatus: 'young' })).toBe(true);
    expect(isVisible('revenue', { businessStatus: 'established' })).toBe(true);
    expect(isVisible('revenue', { businessStatus: 'founding' })).toBe(false);
    expect(isVisible('revenue', { businessStatus: 'idea' })).toBe(false);
    expect(isVisible('revenue', {})).toBe(false);
  });
  it('focus: shown for established only', () => {
    expect(isVisible('focus', { businessStatus: 'established' })).toBe(true);
    expect(isVisible('focus', { businessStatus: 'young' })).toBe(false);
  });
  it('leadsPeople: shown when the focus is leadership or both', () => {
    const est = { businessStatus: 'established' } as const;
    expect(isVisible('leadsPeople', { ...est, focus: 'leadership' })).toBe(true);
    expect(isVisible('leadsPeople', { ...est, focus: 'both' })).toBe(true);
    expect(isVisible('leadsPeople', { ...est, focus: 'growth' })).toBe(false);
    expect(isVisible('leadsPeople', est)).toBe(false);
  });
  it('leadershipBlockades: shown when the person leads people', () => {
    const leads = { businessStatus: 'established', focus: 'both' } as const;
    expect(isVisible('leadershipBlockades', { ...leads, leadsPeople: 'yes' })).toBe(true);
    expect(isVisible('leadershipBlockades', { ...leads, leadsPeople: 'no' })).toBe(false);
  });
  it('a stale answer to a hidden question decides nothing (focus after established became young)', () => {
    const a: Answers = { businessStatus: 'young', focus: 'leadership', leadsPeople: 'yes' };
    expect(isVisible('leadsPeople', a)).toBe(false);
    expect(isVisible('leadershipBlockades', a)).toBe(false);
  });
  it('the number of questions changes with the answers (progress = current / visible)', () => {
    expect(ids({ businessStatus: 'idea' })).toHaveLength(11);
    expect(ids({ businessStatus: 'founding' })).toHaveLength(12);
    expect(ids({ businessStatus: 'young' })).toHaveLength(13);
    expect(ids({ businessStatus: 'established', focus: 'growth' })).toHaveLength(14);
    expect(ids({ businessStatus: 'established', focus: 'both', leadsPeople: 'yes' })).toHaveLength(16);
  });
});

describe('saved answers', () => {
  it('keep only shown, answered questions, trimmed', () => {
    expect(
      visibleAnswers({ name: '  Jana  ', email: '', businessStatus: 'young', focus: 'growth', challenges: [] }),
    ).toEqual({ name: 'Jana', businessStatus: 'young' });
  });
  it('required: the first four and businessStatus; e-mail and phone must look like one', () => {
    expect(missingRequired({})).toEqual(['name', 'email', 'phone', 'company', 'businessStatus']);
    const ok: Answers = {
      name: 'Jana',
      email: 'jana@beispiel.de',
      phone: '+49 30 123456',
      company: 'J GmbH',
      businessStatus: 'idea',
    };
    expect(missingRequired(ok)).toEqual([]);
    expect(missingRequired({ ...ok, email: 'jana@' })).toEqual(['email']);
    expect(missingRequired({ ...ok, phone: '12' })).toEqual(['phone']);
    expect(missingRequired({ ...ok, name: '   ' })).toEqual(['name']);
  });
  it('labels answers as a person reads them', () => {
    expect(answerLabelOf('businessStatus', 'young')).toBe('Junges Unternehmen (1–3 Jahre)');
    expect(answerLabelOf('challenges', ['sales', 'digital'])).toBe(
      'Vertrieb und Kundengewinnung, Digitalisierung und KI',
    );
    expect(answerLabelOf('leadsPeople', 'yes')).toBe('Ja');
    expect(answerLabelOf('goals', 'Wachsen')).toBe('Wachsen');
  });
});

describe('the field message of a typed e-mail or phone number', () => {
  it('says why an unusable e-mail or phone number blocks the wizard', () => {
    expect(answerFormatProblem({ type: 'email' }, 'jana@')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    // A domain the registration would refuse (a slash, broken punycode) blocks it here already.
    for (const typed of ['jana@berg.de/x', 'jana@xn--zz.de'])
      expect(answerFormatProblem({ type: 'email' }, typed)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(answerFormatProblem({ type: 'email' }, 'jana@xn--mller-coaching-gsb.de')).toBeUndefined();
    expect(answerFormatProblem({ type: 'phone' }, '12')).toBe('Bitte geben Sie eine gültige Telefonnummer ein.');
    expect(answerFormatProblem({ type: 'phone' }, '+49 (30) abc')).toBe(
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    );
  });
  it('says nothing for a usable or an empty answer, or another type of question', () => {
    expect(answerFormatProblem({ type: 'email' }, ' jana@berg.de ')).toBeUndefined();
    expect(answerFormatProblem({ type: 'phone' }, '+49 30 123456')).toBeUndefined();
    expect(answerFormatProblem({ type: 'email' }, '   ')).toBeUndefined();
    expect(answerFormatProblem({ type: 'phone' }, undefined)).toBeUndefined();
    expect(answerFormatProblem({ type: 'text' }, 'jana@')).toBeUndefined();
  });
});

describe('an answer longer than its question allows', () => {
  const goals = questions.find((q) => q.id === 'goals')!;
  it('is refused in German with its length, not cut to the limit', () => {
    expect(answerFormatProblem(goals, `${'Ziel '.repeat(820)}\n`)).toBe('Höchstens 4.000 Zeichen; Ihr Text hat 4.099.');
    expect(answerFormatProblem({ type: 'phone', maxLength: 40 }, '+49 30 1234567 '.repeat(3))).toBe(
      'Höchstens 40 Zeichen; Ihr Text hat 44.',
    );
  });
  it('counts what is saved: the answer trimmed', () => {
    expect(answerFormatProblem(goals, `${'x'.repeat(4000)}\n\n`)).toBeUndefined();
  });
});
